package players_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/players"
)

// FuzzRead checks that no register file makes Read panic, and that its
// error renders.
func FuzzRead(f *testing.F) {
	f.Add([]byte("id;name;spellings\n1;Иванов Пётр;Ivanov P.|Ivanov Petr\n"))
	f.Add([]byte("id,name,masterpoints,handicap\n1,A B,1,5,-2\n1,C D,x,\n"))
	f.Add([]byte("name\n\"unclosed\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := players.Read("fuzz.csv", data, "")
		if err != nil {
			_ = err.Error()
			return
		}
		seen := make([]players.Appearance, 0, len(r.Players))
		for _, p := range r.Players {
			seen = append(seen, players.Appearance{Name: p.Name}, players.Appearance{Name: p.Name + " X."})
		}
		ids, _ := players.Match(r, seen)
		if len(ids) != len(seen) {
			t.Fatalf("%d identities for %d appearances", len(ids), len(seen))
		}
	})
}

// FuzzCompare checks that Compare does not panic and is symmetric.
func FuzzCompare(f *testing.F) {
	f.Add("Иванов Пётр", "Ivanov P.")
	f.Add("Yury Khokhlov", "Хохлов Ю.С.")
	f.Fuzz(func(t *testing.T, a, b string) {
		if x, y := players.Compare(a, b), players.Compare(b, a); x != y {
			t.Fatalf("Compare(%q, %q) = %s, the other way %s", a, b, x, y)
		}
	})
}
