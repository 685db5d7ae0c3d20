package players_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/players"
)

// Without a register, the issue's player is one player, with a warning.
func ExampleMatch() {
	ids, warns := players.Match(nil, []players.Appearance{
		{Name: "Иванов Пётр", Where: "Monday"},
		{Name: "Ivanov P.", Number: "1234", Where: "Thursday"},
	})
	for _, id := range ids {
		fmt.Println(id.Key, id.Name, id.How)
	}
	for _, w := range warns {
		fmt.Println(w)
	}
	// Output:
	// ivanov-pyotr Иванов Пётр guest
	// ivanov-pyotr Иванов Пётр guest
	// "Иванов Пётр" (Monday) and "Ivanov P." (Thursday) are taken as one player (by initials); a register confirms or parts them
}
