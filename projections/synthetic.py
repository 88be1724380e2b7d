"""Fill an analytics file with N synthetic finished 1001 games, fast (numpy → Arrow → DuckDB).

For checking the statistics' speed at scale (100,000 games in a few seconds) without
playing games. The rows are internally consistent where the statistics look: votes,
matches, the Vizier's hit, unanimity, grounded flights, purchases, team points, scores,
winners and the winning team agree with one another. Deterministic for a given seed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa

from projections.duck import Analytics
from projections.schema import TABLES

TURNS = 8
REWARDS = np.array(["stars", "oil_lamp", "magic_carpet", "palace", "genie", "sabre",
                    "jewel", "mirror", "horse", "ring", "book", "rose"])
REWARD_POINTS = np.array([8, 3, 3, 9, 6, 4, 5, 4, 5, 3, 4, 6])
CARDS = np.array(["5R2", "5L2", "4R3", "4L3", "6R1", "6L1", "3R4", "3L4"])
_T0_US = 1_760_000_000 * 1_000_000


# Strings are costly to build in numpy: game ids travel as numbers and teams as booleans
# (True: Day), and DuckDB turns them into text while inserting.
_GAME_ID = "printf('syn-%07d', game_id)"
_TEAM = "CASE WHEN team THEN 'day' ELSE 'night' END"


def _insert(con, table: str, cols: dict[str, object], replace: dict[str, str]) -> None:
    arrays = {name: pa.array(cols[name]) if name in replace else pa.array(cols[name], type=typ)
              for name, _, typ in TABLES[table]}
    exprs = ", ".join(f"{expr} AS {name}" for name, expr in replace.items())
    con.register("synthetic_rows", pa.table(arrays))
    try:
        con.execute(f"INSERT INTO {table} SELECT * REPLACE ({exprs}) FROM synthetic_rows")
    finally:
        con.unregister("synthetic_rows")


def fill_analytics(path: Path | str, games: int, seed: int = 1) -> Analytics:
    """Add `games` finished 1001 games to the analytics file at `path`; returns its handle."""
    rng = np.random.default_rng(seed)
    analytics = Analytics(path)
    g = np.arange(games)
    seats = rng.integers(2, 7, games)  # 2..6 players

    # --- one row per (game, turn) ---
    gt_game = np.repeat(g, TURNS)
    gt_turn = np.tile(np.arange(1, TURNS + 1), games)
    gt_day_active = gt_turn % 2 == 1
    n_gt = gt_game.size

    # --- one row per (game, turn, seat); seats alternate teams, seat 0 on Day ---
    per_gt = seats[gt_game]
    vs_gt = np.repeat(np.arange(n_gt), per_gt)
    starts = np.repeat(np.cumsum(per_gt) - per_gt, per_gt)
    vs_seat = np.arange(vs_gt.size) - starts
    vs_day = vs_seat % 2 == 0
    vs_active = vs_day == gt_day_active[vs_gt]
    day_size = (per_gt + 1) // 2
    active_size = np.where(gt_day_active, day_size, per_gt - day_size)
    cards_per = np.where(vs_active & (active_size[vs_gt] == 1), 2, 1)  # a solo active seat

    # --- one row per vote card ---
    v_row = np.repeat(np.arange(vs_gt.size), cards_per)
    v_gt, v_active = vs_gt[v_row], vs_active[v_row]
    unanimous_try = rng.random(n_gt) < 0.3
    common = rng.integers(1, 5, n_gt)
    card = np.where(v_active & unanimous_try[v_gt], common[v_gt], rng.integers(1, 5, v_row.size))
    bit = 1 << (card - 1)
    group_starts = np.flatnonzero(np.r_[True, v_gt[1:] != v_gt[:-1]])
    active_mask = np.bitwise_or.reduceat(np.where(v_active, bit, 0), group_starts)
    opposing_mask = np.bitwise_or.reduceat(np.where(v_active, 0, bit), group_starts)
    vizier = rng.integers(1, 5, n_gt)
    matched = np.where(v_active, opposing_mask[v_gt], active_mask[v_gt]) & bit != 0
    banned = pa.array(card == vizier[v_gt], mask=~v_active)

    # --- per turn: Vizier, unanimity, flight ---
    hit = (active_mask >> (vizier - 1)) & 1 == 1
    popcount = np.array([bin(m).count("1") for m in range(16)])
    unanimous = popcount[active_mask] == 1
    remaining = active_mask & ~(1 << (vizier - 1))
    grounded = remaining == 0
    lowest = np.maximum(remaining & -remaining, 1)  # the lowest direction still voted for
    direction = np.where(grounded, 0, np.log2(lowest).astype(int) + 1)
    out_of_clouds = rng.random(n_gt) < 0.1
    steps = np.where(grounded, 0, np.where(out_of_clouds, rng.integers(1, 7, n_gt), 7))
    spaces = rng.integers(0, 64, (2, n_gt))
    gems = rng.integers(0, 3, (2, n_gt)) * ~grounded
    clouds = rng.integers(0, 4, (2, n_gt)) * ~grounded

    # --- purchases: a reward on 60 % of turns, an exchange on 30 % ---
    buys = rng.random(n_gt) < 0.6
    exchanges = rng.random(n_gt) < 0.3
    reward_no = rng.integers(0, REWARDS.size, n_gt)
    reward_points = np.where(buys, REWARD_POINTS[reward_no], 0)
    exchange_points = np.where(exchanges, rng.integers(1, 4, n_gt), 0)
    # The +3 of a unanimous vote is scored before the Vizier bans (rules: UnanimousBonusScored).
    turn_points = reward_points + exchange_points + 3 * unanimous
    day_points = np.bincount(gt_game, turn_points * gt_day_active, games).astype(int)
    night_points = np.bincount(gt_game, turn_points * ~gt_day_active, games).astype(int)

    # --- scores: team points + individual points of matched guesses ---
    point_value = (gt_turn + 1) // 2
    guessed = np.zeros(vs_gt.size, dtype=int)
    np.maximum.at(guessed, v_row, (matched & ~v_active).astype(int))
    vs_game = gt_game[vs_gt]
    individual = np.zeros((games, 6), dtype=int)
    np.add.at(individual, (vs_game, vs_seat), guessed * point_value[vs_gt])
    team_pts = np.where(np.arange(6) % 2 == 0, day_points[:, None], night_points[:, None])
    scores = np.where(np.arange(6) < seats[:, None], team_pts + individual, -1)
    best = scores.max(axis=1)
    score_lists, winner_lists, winning_team = [], [], []
    for row, n, top in zip(scores.tolist(), seats.tolist(), best.tolist(), strict=True):
        winners = [s for s in range(n) if row[s] == top]
        score_lists.append(row[:n])
        winner_lists.append(winners)
        sides = {s % 2 for s in winners}
        winning_team.append("tie" if len(sides) == 2 else ("day" if 0 in sides else "night"))

    events = 40 + 25 * TURNS + rng.integers(0, 40, games)
    created = _T0_US + g * 60_000_000
    ended = created + rng.integers(10, 40, games) * 60_000_000
    ids = {"game_id": _GAME_ID}
    ids_team = {"game_id": _GAME_ID, "team": _TEAM}

    with analytics.write() as con:
        _insert(con, "games", {
            "game_id": g, "game_type": ["1001"] * games,
            "players": [[f"p{s}" for s in range(n)] for n in seats.tolist()],
            "seat_count": seats, "seed": rng.integers(0, 2**62, games), "content_hash":
            ["synthetic"] * games, "options": ["{}"] * games, "status": ["finished"] * games,
            "created_at": created, "ended_at": ended, "events": events, "version": events,
            "last_event_at": ended, "winners": winner_lists, "scores": score_lists,
        }, ids)
        # Players: games and wins counted from the rows above; the ratings are a plausible
        # stand-in (rating every game with OpenSkill would take minutes at this scale).
        con.execute("DELETE FROM players WHERE game_type = '1001'")
        con.execute("""
            INSERT INTO players
            SELECT name, game_type, count(*) AS n, count(*) FILTER (WHERE won) AS w,
                   25 + 10 * (w / n - 0.5) AS mu, 25 / 3 / sqrt(n) AS sigma,
                   mu - 3 * sigma, max(game_id), max(ended_at)
            FROM (SELECT game_id, game_type, ended_at, p.name,
                         list_contains(winners, p.seat) AS won
                  FROM games, unnest(list_transform(players, lambda x, i: {'name': x,
                                                    'seat': i - 1})) AS t(p)
                  WHERE game_type = '1001' AND status = 'finished')
            GROUP BY name, game_type""")
        _insert(con, "g1001_results", {
            "game_id": g, "winning_team": winning_team, "day_points": day_points,
            "night_points": night_points,
        }, ids)
        _insert(con, "g1001_votes", {
            "game_id": gt_game[v_gt], "turn": gt_turn[v_gt], "seat": vs_seat[v_row],
            "team": vs_day[v_row], "active": v_active, "card": card, "matched": matched,
            "banned": banned,
        }, ids_team)
        _insert(con, "g1001_viziers", {
            "game_id": gt_game, "turn": gt_turn, "team": ~gt_day_active, "direction": vizier,
            "hit": hit, "unanimous": unanimous,
        }, ids_team)
        flown = ~grounded
        _insert(con, "g1001_flights", {
            "game_id": gt_game, "turn": gt_turn, "team": gt_day_active,
            "direction": pa.array(direction, mask=grounded),
            "card": pa.array(CARDS[rng.integers(0, CARDS.size, n_gt)], mask=grounded),
            "drawn": pa.array(popcount[remaining] > 1, mask=grounded), "grounded": grounded,
            "start_space": spaces[0], "end_space": np.where(flown, spaces[1], spaces[0]),
            "steps": steps, "reason": np.where(grounded, "grounded",
                                               np.where(out_of_clouds, "out_of_clouds", "landed")),
            "gems_gained": gems[0], "gems_lost": gems[1], "clouds_gained": clouds[0],
            "clouds_lost": clouds[1],
        }, ids_team)
        bought, exchanged = np.flatnonzero(buys), np.flatnonzero(exchanges)
        rows = np.r_[bought, exchanged]
        is_reward = np.r_[np.ones(bought.size, bool), np.zeros(exchanged.size, bool)]
        buyer = np.where(gt_day_active[rows], 0, 1)
        _insert(con, "g1001_purchases", {
            "game_id": gt_game[rows], "turn": gt_turn[rows],
            "team": gt_day_active[rows], "seat": buyer,
            "kind": np.where(is_reward, "reward", "exchange"),
            "reward": pa.array(REWARDS[reward_no[rows]], mask=~is_reward),
            "red": np.zeros(rows.size, int), "blue": np.ones(rows.size, int),
            "green": np.zeros(rows.size, int), "clouds": np.full(rows.size, 2),
            "points": np.where(is_reward, reward_points[rows], exchange_points[rows]),
        }, ids_team)
    return analytics
