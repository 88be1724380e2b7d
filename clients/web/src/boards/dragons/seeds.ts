// Aladdin's Dragons' content as the board reads it: names, values and texts projected from
// seeds/dragons/*.json. Generated: `python clients/web/scripts/dragons_data.py` rewrites it
// and tests/clients/test_web_board_dragons.py fails when it differs from the seeds.
export const SEEDS = {
  "heroColours": [
    "crimson",
    "indigo",
    "saffron",
    "emerald",
    "ivory"
  ],
  "locations": {
    "dragons_cave": "The dragons' caves",
    "aladdins_tent": "Aladdin's tent",
    "caravanserai": "The caravanserai",
    "palace_guard": "The palace guard",
    "palace_room": "Palace rooms"
  },
  "tent": {
    "draw": 2,
    "keep": 1
  },
  "guardPlus": 1,
  "treasureTypes": [
    {
      "id": "gold",
      "name": "Gold",
      "values": [
        1,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5
      ]
    },
    {
      "id": "silver",
      "name": "Silver",
      "values": [
        1,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5
      ]
    },
    {
      "id": "pearls",
      "name": "Pearls",
      "values": [
        1,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5
      ]
    },
    {
      "id": "rubies",
      "name": "Rubies",
      "values": [
        1,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5
      ]
    },
    {
      "id": "emeralds",
      "name": "Emeralds",
      "values": [
        1,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5
      ]
    }
  ],
  "artifacts": [
    {
      "id": "lamp",
      "name": "Aladdin's lamp",
      "text": "Rub the lamp: the genie brings you the top 2 spell cards of the spell deck. Keep 1 in your hand; place the other face up on the spell discard pile. The used lamp lies face up in front of you and still counts as an artifact and as a lamp at the end of the game."
    },
    {
      "id": "counterspell",
      "name": "Counterspell",
      "text": "Play it in the window of a spell just cast: that spell has no effect and goes to the spell discard pile. It is an artifact, not a spell, and does not work against other artifacts."
    },
    {
      "id": "double",
      "name": "Double (x2)",
      "text": "At any time, double the value of one of your own hero cards (never an opponent's), face down or revealed, on a location not yet resolved or being resolved. Modifiers on one card apply in the order played: a 3 hero x 2 + 1 = 7, a 3 hero + 1 x 2 = 8."
    },
    {
      "id": "flying_carpet",
      "name": "Flying carpet (+1)",
      "text": "At any time, add 1 to the value of any hero card, yours or an opponent's, face down or revealed, on a location not yet resolved or being resolved. In a palace room the increased value is the price, paid in the same treasure type as the rest."
    },
    {
      "id": "scroll",
      "name": "Scroll",
      "text": "Read the scroll: look in secret at the palace guard's treasure card if it is still face down, and at 1 face-down hero card of your choice on any location, if there is one."
    }
  ],
  "spells": [
    {
      "id": "lions_strength",
      "name": "Lion's Strength",
      "text": "Add 2 to the value of one of your own revealed hero cards. Modifiers on one card apply in the order played."
    },
    {
      "id": "weakness",
      "name": "Weakness",
      "text": "Subtract 2 from the value of one revealed hero card of another player (the Dummy's included), never below 0. Modifiers on one card apply in the order played."
    },
    {
      "id": "caliphs_decree",
      "name": "Caliph's Decree",
      "text": "At the location just revealed, you win every tie you are involved in, whoever the start player is (a later decree at the same location overrides it)."
    },
    {
      "id": "mirage",
      "name": "Mirage",
      "text": "Look in secret at 1 face-down hero card on any location, then leave it face down."
    },
    {
      "id": "mirror_of_truth",
      "name": "Mirror of Truth",
      "text": "Turn 1 face-down hero card of another player (or of the Dummy) face up on its location, for everyone to see."
    },
    {
      "id": "desert_wind",
      "name": "Desert Wind",
      "text": "Move 1 of your own face-down hero cards, still face down, to another location that has not been resolved yet (never to the palace guard; the Dummy's limits apply to its heroes). A hero never leaves a palace room: that would lower its owner's bid."
    },
    {
      "id": "dragons_hoard",
      "name": "Dragon's Hoard",
      "text": "In the dragon's cave just revealed, add 1 treasure card from the top of the deck, face up, before anyone chooses."
    },
    {
      "id": "dragons_fire",
      "name": "Dragon's Fire",
      "text": "In the dragon's cave just revealed, place 1 treasure card of your choice on the treasure discard pile before anyone chooses."
    },
    {
      "id": "open_sesame",
      "name": "Open Sesame",
      "text": "In the palace room just revealed, nobody pays the palace guard a bribe: every bidder gets past the guard."
    },
    {
      "id": "guards_greed",
      "name": "Guard's Greed",
      "text": "In the palace room just revealed, the palace guard counts 2 more: a bribe is due below the guard + 1 + 2."
    },
    {
      "id": "bargain",
      "name": "Bargain",
      "text": "The artifact you are about to buy costs you 2 treasures less than the value of your hero cards (never below 0)."
    },
    {
      "id": "alchemy",
      "name": "Alchemy",
      "text": "Your next payment in this palace room, bribe or purchase, may use treasure cards of different types."
    },
    {
      "id": "golden_touch",
      "name": "Golden Touch",
      "text": "In your next payment in this palace room, bribe or purchase, 1 treasure card of your choice counts 2 more than its number."
    },
    {
      "id": "thief_of_baghdad",
      "name": "Thief of Baghdad",
      "text": "Take 1 treasure card at random from the hand of another player (not from the Dummy's face-up treasures)."
    },
    {
      "id": "djinns_gift",
      "name": "Djinn's Gift",
      "text": "Draw the top 2 treasure cards of the deck into your hand, in secret."
    },
    {
      "id": "evil_eye",
      "name": "Evil Eye",
      "text": "Play it in the window of a flying carpet or a double just played: that artifact changes no value. It is still used: it lies face up in front of its player and counts at the end of the game."
    }
  ]
} as const;
