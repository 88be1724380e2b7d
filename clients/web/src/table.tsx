// The web table's page: the lobby at `/`, a table at `/games/<id>` (as the seat whose token
// the address's fragment holds, else as a spectator). Preact, speaking Connect (JSON) to the
// server that served it; every message type is generated from proto/ (npm run generate).
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { readAddress, type Address } from "./address";
import { Table } from "./frame";
import { Lobby } from "./lobby";

function Page() {
  const [address, setAddress] = useState<Address>(readAddress());
  useEffect(() => { // a token typed in or pasted into the address: the table as that seat
    const moved = () => setAddress(readAddress());
    addEventListener("hashchange", moved);
    return () => removeEventListener("hashchange", moved);
  }, []);
  return (
    <>
      <header id="top">
        <a href="/" class="home">Scheherazade</a>
        {address.game && <a href="/" class="back">All games</a>}
      </header>
      <main>
        {address.game
          ? <Table key={`${address.game} ${address.token ?? ""}`} name={address.game}
              token={address.token} version={address.version} />
          : <Lobby />}
      </main>
    </>
  );
}

render(<Page />, document.getElementById("page")!);
