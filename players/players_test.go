package players_test

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/players"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want players.Level
	}{
		{"ИВАНОВ  Пётр", "Петр Иванов", players.Same},
		{"Ivanov, Petr", "petr ivanov", players.Same},
		{"O'Brien John", "John OBrien", players.Same},
		{"Smith-Jones Ann", "Ann Smith Jones", players.Same},
		{"Иванов Пётр", "Ivanov Pyotr", players.Transliterated},
		{"Иванов Пётр", "Ivanov Petr", players.Transliterated},
		{"Иванов Пётр", "Iwanow Piotr", players.Transliterated},
		{"Юрий Хохлов", "Yury Hohlov", players.Transliterated},
		{"Юрий Хохлов", "Iurii Khokhlov", players.Transliterated},
		{"Александр Жуков", "Alexander Zhukov", players.Transliterated},
		{"Наталья Андреева", "Natalya Andreyeva", players.Transliterated},
		{"Евгений Сергеев", "Yevgeniy Sergeyev", players.Transliterated},
		{"Фёдор Цветков", "Fyodor Tsvetkov", players.Transliterated},
		{"Ирина Васильева", "Vasilyeva Irina", players.Transliterated},
		{"Игорь Соловьёв", "Igor Solovyov", players.Transliterated},
		{"Дмитрий Щукин", "Dmitry Shchukin", players.Transliterated},
		{"Виктор Максимов", "Victor Maximov", players.Transliterated},
		{"Ivanov P.", "Иванов Пётр", players.Initials},
		{"Иванов П.С.", "Иванов Пётр Сергеевич", players.Initials},
		{"Иванов Пётр", "Иванов Пётр Сергеевич", players.Initials},
		{"Ivanov P.", "Ivanov Pavel", players.Initials},
		{"Хохлов Ю.", "Yury Khokhlov", players.Initials},
		{"Novikova Y.", "Новикова Елена", players.Initials},
		{"Sergeyev Y.", "Sergeyev Yevgeny", players.Initials},
		{"Иванов И.", "Иванов Евгений", players.Different},
		{"Иванов", "Иванов Пётр", players.Different},
		{"Иванов Пётр", "Иванов Павел", players.Different},
		{"Petrov Ivan", "Ivanov Petr", players.Different},
		{"P. I.", "Иванов Пётр", players.Different},
		{"Иванов Пётр", "Иванов Пётр Сергеевич Младший", players.Different},
		{"", "", players.Different},
	}
	for _, tt := range tests {
		t.Run(tt.a+" ~ "+tt.b, func(t *testing.T) {
			if got := players.Compare(tt.a, tt.b); got != tt.want {
				t.Errorf("Compare = %s, want %s", got, tt.want)
			}
			if got := players.Compare(tt.b, tt.a); got != tt.want {
				t.Errorf("Compare, the other way = %s, want %s", got, tt.want)
			}
		})
	}
	if got := players.Normal(" ИВАНОВ  Пётр, "); got != "иванов петр" {
		t.Errorf("Normal = %q", got)
	}
}

func readFile(t *testing.T, name string) *players.Register {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := players.Read(name, data, "")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// showRegister writes a register one player a line, without numbers.
func showRegister(r *players.Register) string {
	var b strings.Builder
	for _, p := range r.Players {
		fmt.Fprintf(&b, "%d %s %q %q %d", p.Line, p.Key, p.Name, p.Spellings, len(p.Numbers))
		if p.HasMasterpoints {
			b.WriteString(" mp=" + p.Masterpoints.Decimal(2))
		}
		if p.HasHandicap {
			b.WriteString(" hcp=" + p.Handicap.Decimal(2))
		}
		if p.Rank != "" {
			b.WriteString(" rank=" + p.Rank)
		}
		b.WriteString("\n")
	}
	for _, w := range r.Warnings {
		b.WriteString("warning: " + w.Error() + "\n")
	}
	return b.String()
}

func TestRead(t *testing.T) {
	want := `3 ivanov-pyotr "Иванов Пётр" ["Ivanov P." "Ivanov Petr"] 1 mp=152.5 hcp=-3.2 rank=КМС
4 ivanova-anna "Иванова Анна" [] 0 mp=12
5 ivanov-pavel "Иванов Павел" [] 0 hcp=1.9 rank=2
6 khokhlov-yuriy-sergeevich "Хохлов Юрий Сергеевич" [] 0
7 anna-smith "Anna Smith" [] 0 mp=0.5
`
	for _, name := range []string{"testdata/register.csv", "testdata/register-cp1251.csv"} {
		t.Run(name, func(t *testing.T) {
			if got := showRegister(readFile(t, name)); got != want {
				t.Errorf("got\n%swant\n%s", got, want)
			}
		})
	}
}

func TestReadWarnings(t *testing.T) {
	text := "id,name,club,spellings\n1,Smith John,A,\n2,John Smith,B,\n3,Smith John,C,Brown M.\n4,Brown Mary,D,Brown M.\n"
	r, err := players.Read("reg.csv", []byte(text), "")
	if err != nil {
		t.Fatal(err)
	}
	want := `2 smith-john "Smith John" [] 0
3 john-smith "John Smith" [] 0
4 smith-john-2 "Smith John" ["Brown M."] 0
5 brown-mary "Brown Mary" ["Brown M."] 0
warning: reg.csv:1:9: register: unknown file kind: column "club" ignored (want id, name, spellings, numbers, masterpoints, handicap, rank)
warning: reg.csv:3: register: the name "John Smith" is also on line 2: a session's player written so is matched by member number only
warning: reg.csv:4: register: the name "Smith John" is also on line 2: a session's player written so is matched by member number only
warning: reg.csv:5: register: the name "Brown M." is also on line 4: a session's player written so is matched by member number only
`
	if got := showRegister(r); got != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		name, text string
		sentinel   error
		want       string
	}{
		{"no id column", "name,rank\nSmith,1\n", formats.ErrMissing,
			"reg.csv:1: register: missing value: no id column (want a header with id and name, then spellings, numbers, masterpoints, handicap, rank as needed)"},
		{"two name columns", "id,name,player\n1,A,B\n", formats.ErrConflict,
			`reg.csv:1:9: register: conflicting data: column "player" is a second name column (want one)`},
		{"a number twice", "id;name;numbers\n1;A B;77\n77;C D;\n", formats.ErrConflict,
			"reg.csv:3: register, C D: conflicting data: a number of this row is also on line 2 (want each number on one player)"},
		{"no name", "id,name\n1,\n", formats.ErrMissing,
			"reg.csv:2:3: register: missing value: name: missing (want the player's name)"},
		{"masterpoints", "id,name,masterpoints\n1,A B,many\n", formats.ErrValue,
			`reg.csv:2:7: register: bad value: masterpoints "many": not a number (want a decimal such as 12.5 or 12,5)`},
		{"every problem at once", "id,name,handicap\n,A B,1\n2,,x\n", formats.ErrMissing,
			"reg.csv:2:1: register: missing value: id: missing (want the player's member number) (and 2 more)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := players.Read("reg.csv", []byte(tt.text), "")
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, tt.sentinel) {
				t.Errorf("not %v: %v", tt.sentinel, err)
			}
			if err.Error() != tt.want {
				t.Errorf("got  %s\nwant %s", err, tt.want)
			}
		})
	}
}

// showMatch writes each appearance's identity, then the warnings.
func showMatch(ids []players.Identity, warns []players.Warning) string {
	var b strings.Builder
	for _, id := range ids {
		fmt.Fprintf(&b, "%s %q %d %s\n", id.Key, id.Name, id.Player, id.How)
	}
	for _, w := range warns {
		b.WriteString("warning: " + w.String() + "\n")
	}
	return b.String()
}

func TestMatchRegister(t *testing.T) {
	reg := readFile(t, "testdata/register.csv")
	tests := []struct {
		name string
		seen []players.Appearance
		want string
	}{
		{
			name: "by number, whatever the name",
			seen: []players.Appearance{{Name: "Ivanov P.", Number: "1234"}, {Name: "I. Petr", Number: "ru-77-1234"},
				{Name: "Smith Anna", Number: "1240", Where: "2026-05-04, pair 3"}},
			want: `ivanov-pyotr "Иванов Пётр" 0 number
ivanov-pyotr "Иванов Пётр" 0 number
ivanova-anna "Иванова Анна" 1 number
warning: "Smith Anna" (2026-05-04, pair 3) carries the member number of register line 4 "Иванова Анна": matched by the number, though the names differ
`,
		},
		{
			name: "by name and listed spelling: no warning",
			seen: []players.Appearance{{Name: "ИВАНОВА анна"}, {Name: "Ivanov P."}, {Name: "Petr Ivanov"}, {Name: "Smith, Anna"}},
			want: `ivanova-anna "Иванова Анна" 1 name
ivanov-pyotr "Иванов Пётр" 0 name
ivanov-pyotr "Иванов Пётр" 0 name
anna-smith "Anna Smith" 4 name
`,
		},
		{
			name: "by transliteration and by initials: warned",
			seen: []players.Appearance{{Name: "Ivanova Anna", Where: "s1"}, {Name: "Yury Khokhlov", Where: "s2"},
				{Name: "Ivanova A.", Where: "s3"}, {Name: "Ivanova Anna", Where: "s4"}},
			want: `ivanova-anna "Иванова Анна" 1 transliteration
khokhlov-yuriy-sergeevich "Хохлов Юрий Сергеевич" 3 initials
ivanova-anna "Иванова Анна" 1 initials
ivanova-anna "Иванова Анна" 1 transliteration
warning: "Ivanova Anna" (s1) is taken as register line 4 "Иванова Анна" (by transliteration); list it among the spellings to confirm
warning: "Yury Khokhlov" (s2) is taken as register line 6 "Хохлов Юрий Сергеевич" (by initials); list it among the spellings to confirm
warning: "Ivanova A." (s3) is taken as register line 4 "Иванова Анна" (by initials); list it among the spellings to confirm
`,
		},
		{
			name: "two register players one name could be",
			seen: []players.Appearance{{Name: "Иванов П.С.", Where: "2026-05-11, pair 2"}, {Name: "Иванов П.С."}},
			want: `ivanov-p-s "Иванов П.С." -1 guest
ivanov-p-s "Иванов П.С." -1 guest
warning: "Иванов П.С." (2026-05-11, pair 2) may be register line 3 "Иванов Пётр" or register line 5 "Иванов Павел": not matched; list it among the spellings of one of them
`,
		},
		{
			name: "a number the register does not have",
			seen: []players.Appearance{{Name: "Иванов Павел", Number: "999"}, {Name: "Guest Player", Number: "5"}},
			want: `ivanov-pavel "Иванов Павел" 2 name
guest-player "Guest Player" -1 guest
warning: "Иванов Павел" is register line 5 "Иванов Павел" by name, but carries a member number the register does not have for them
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ids, warns := players.Match(reg, tt.seen)
			if got := showMatch(ids, warns); got != tt.want {
				t.Errorf("got\n%swant\n%s", got, tt.want)
			}
		})
	}
}

func TestMatchWithoutRegister(t *testing.T) {
	tests := []struct {
		name string
		seen []players.Appearance
		want string
	}{
		{
			name: "the issue's player: a name, then initials with a number",
			seen: []players.Appearance{{Name: "Иванов Пётр", Where: "Monday"}, {Name: "Ivanov P.", Number: "1234", Where: "Thursday"},
				{Name: "Петр Иванов", Where: "Friday"}},
			want: `ivanov-pyotr "Иванов Пётр" -1 guest
ivanov-pyotr "Иванов Пётр" -1 guest
ivanov-pyotr "Иванов Пётр" -1 guest
warning: "Иванов Пётр" (Monday) and "Петр Иванов" (Friday) and "Ivanov P." (Thursday) are taken as one player (by initials); a register confirms or parts them
`,
		},
		{
			name: "one name in two scripts",
			seen: []players.Appearance{{Name: "Ivanov Petr", Where: "s1"}, {Name: "Иванов Пётр", Where: "s2"}},
			want: `ivanov-petr "Ivanov Petr" -1 guest
ivanov-petr "Ivanov Petr" -1 guest
warning: "Ivanov Petr" (s1) and "Иванов Пётр" (s2) are taken as one player (by transliteration); a register confirms or parts them
`,
		},
		{
			name: "initials two players could be: kept apart",
			seen: []players.Appearance{{Name: "Иванов Пётр", Where: "s1"}, {Name: "Ivanov P.", Where: "s2"}, {Name: "Иванов Павел", Where: "s3"}},
			want: `ivanov-pyotr "Иванов Пётр" -1 guest
ivanov-p "Ivanov P." -1 guest
ivanov-pavel "Иванов Павел" -1 guest
warning: "Ivanov P." (s2) may be the same player as "Иванов Пётр" (s1) or "Иванов Павел" (s3): kept apart; a register with their spellings tells
`,
		},
		{
			name: "two numbers are two players",
			seen: []players.Appearance{{Name: "Smith John", Number: "1", Where: "s1"}, {Name: "John Smith", Number: "2", Where: "s2"},
				{Name: "Smith John", Where: "s3"}},
			want: `smith-john "Smith John" -1 guest
john-smith "John Smith" -1 guest
smith-john-2 "Smith John" -1 guest
warning: "Smith John" (s3) may be the same player as "Smith John" (s1) or "John Smith" (s2), who carry different member numbers: kept apart; a register with their numbers tells
`,
		},
		{
			name: "one number with two names",
			seen: []players.Appearance{{Name: "Smith John", Number: "7", Where: "s1"}, {Name: "Brown Mary", Number: "007", Where: "s2"}},
			want: `smith-john "Smith John" -1 guest
smith-john "Smith John" -1 guest
warning: one member number is written with the names "Smith John" (s1) and "Brown Mary" (s2): taken as one player
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ids, warns := players.Match(nil, tt.seen)
			if got := showMatch(ids, warns); got != tt.want {
				t.Errorf("got\n%swant\n%s", got, tt.want)
			}
		})
	}
}

// TestNoNumberPublished checks that no key, name or warning shows a
// member number.
func TestNoNumberPublished(t *testing.T) {
	reg := readFile(t, "testdata/register.csv")
	seen := []players.Appearance{{Name: "Brown Mary", Number: "1234"}, {Name: "Иванов П.", Number: "8765"},
		{Name: "Ivanov P", Number: "8765"}, {Name: "Smith", Number: "55443"}, {Name: "Smith J.", Number: "55443"}}
	for _, r := range []*players.Register{reg, nil} {
		ids, warns := players.Match(r, seen)
		text := showMatch(ids, warns)
		for _, n := range []string{"1234", "8765", "55443", "RU-77"} {
			if strings.Contains(text, n) {
				t.Errorf("member number %s shown:\n%s", n, text)
			}
		}
	}
}
