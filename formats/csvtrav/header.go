package csvtrav

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Kind is what a CSV file holds, decided by its header.
type Kind int

// The kinds of file. Unknown is the zero value and never the kind of a file
// that Read accepted.
const (
	Unknown    Kind = iota
	Travellers      // table results (canonical layout, Bridgemate ReceivedData, Russian Excel files)
	Names           // pair ids and their players
	Movement        // Bridgemate RoundData: who met where, which boards
	Sections        // Bridgemate Section table: section id to letter
)

func (k Kind) String() string {
	switch k {
	case Travellers:
		return "travellers"
	case Names:
		return "names"
	case Movement:
		return "movement"
	case Sections:
		return "sections"
	}
	return "unknown"
}

// normKey is the comparison form of a header cell: NFKD without accents,
// lower case, letters and digits only, a trailing '+' or '-' spelt "plus" or
// "minus" and '%' spelt "pct".
func normKey(s string) string {
	s = strings.TrimSpace(norm.NFKD.String(s))
	suffix := ""
	if r := []rune(s); len(r) > 1 && isLetterOrDigit(r[len(r)-2]) {
		switch r[len(r)-1] {
		case '+':
			suffix, s = "plus", string(r[:len(r)-1])
		case '-', '−', '–':
			suffix, s = "minus", string(r[:len(r)-1])
		}
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == '%':
			b.WriteString("pct")
		case isLetterOrDigit(r):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	b.WriteString(suffix)
	return b.String()
}

func isLetterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// An alias list entry may start with a language tag ("de:Brett"): a header
// word found only in that language, used to guess the locale.
type aliasTable struct {
	canon map[string]string // normKey -> canonical column
	lang  map[string]string // normKey -> locale, for words of one language
	show  map[string]string // canonical column -> a few aliases for messages
}

func newAliasTable(spec map[string][]string, show map[string]string) *aliasTable {
	t := &aliasTable{canon: map[string]string{}, lang: map[string]string{}, show: show}
	for canon, aliases := range spec {
		t.canon[normKey(canon)] = canon
		for _, a := range aliases {
			lang := ""
			if len(a) > 3 && a[2] == ':' {
				lang, a = a[:2], a[3:]
			}
			k := normKey(a)
			if old, ok := t.canon[k]; ok && old != canon {
				panic("csvtrav: alias " + a + " means both " + old + " and " + canon)
			}
			t.canon[k] = canon
			if lang != "" {
				t.lang[k] = lang
			}
		}
	}
	return t
}

var sectionAliases = []string{"Section", "Sect", "Sec", "Letter", "Секция", "Секц",
	"pl:Sekcja", "de:Gruppe", "nl:Lijn", "fr:Groupe"}

var travellerColumns = newAliasTable(map[string][]string{
	"section": sectionAliases,
	"board": {"Board", "Bd", "Brd", "Bd#", "Board No", "BoardNo", "Board Nr", "Board Number", "Bord",
		"Сдача", "Сд", "Расклад", "№ сдачи", "Номер сдачи", "Сдача №", "pl:Rozdanie", "pl:Rozd", "de:Brett", "nl:Spel", "fr:Donne"},
	"round": {"Round", "Rnd", "Rd", "Раунд", "Тур", "pl:Runda", "de:Runde", "nl:Ronde", "fr:Tour"},
	"table": {"Table", "Tbl", "Tab", "Стол", "№ стола", "Номер стола", "pl:Stół", "de:Tisch", "nl:Tafel"},
	"ns": {"PairNS", "Pair NS", "NS", "N-S", "N/S", "NS Pair", "NSPair", "Pair_NS", "PairId_NS",
		"Пара NS", "Пара СЮ", "СЮ", "pl:Para NS", "NS Paar", "Paar NS", "nl:NZ", "nl:Paar NZ"},
	"ew": {"PairEW", "Pair EW", "EW", "E-W", "E/W", "EW Pair", "EWPair", "Pair_EW", "PairId_EW",
		"Пара EW", "Пара ВЗ", "ВЗ", "pl:Para EW", "OW", "Paar OW", "EO", "fr:Paire EO"},
	"contract": {"Contract", "Contr", "Con", "Ctr", "Контракт", "Kontrakt", "fr:Contrat"},
	"declarer": {"Declarer", "Decl", "Dec", "By", "Dcl", "NS/EW", "Играл", "Разыгрывающий", "Кто",
		"pl:Rozgrywający", "pl:Rozgr", "de:Alleinspieler", "AS", "nl:Leider", "fr:Déclarant"},
	"declarer_pair": {"DeclaringPair", "Declaring Pair", "DeclarerPair", "Declarer Pair"},
	"result": {"Result", "Res", "Tricks", "Tr", "Made", "Взятки", "Взяток", "pl:Lewy", "de:Stiche",
		"nl:Slagen", "fr:Levées"},
	"lead": {"LeadCard", "Lead", "Ld", "Opening Lead", "Ввод", "Первый ход", "pl:Wist", "de:Ausspiel",
		"nl:Uitkomst", "fr:Entame"},
	"score_ns": {"Score NS", "ScoreNS", "Score_NS", "NS Score", "Очки NS", "Очки СЮ", "Результат СЮ",
		"Результат NS", "pl:Punkty NS", "pl:Wynik NS", "de:Punkte NS"},
	"score_ew": {"Score EW", "ScoreEW", "Score_EW", "EW Score", "Очки EW", "Очки ВЗ", "Результат ВЗ",
		"Результат EW", "pl:Punkty EW", "pl:Wynik EW", "de:Punkte OW"},
	"ns_plus":  {"NS+", "NS Plus", "Plus"},
	"ns_minus": {"NS-", "NS Minus", "Minus"},
	"score":    {"Score", "Очки", "de:Punkte"},
	"adjust": {"Adjust", "Adj", "Adjusted", "Arb", "Artificial", "Корр", "Корректировка",
		"pl:Korekta"},
	"remarks": {"Remarks", "Remark", "Notes", "Note", "Comment", "Comments", "Примечание",
		"Примечания", "pl:Uwagi", "de:Bemerkung", "nl:Opmerking", "fr:Remarque"},
	"erased": {"Erased"},
	// Teams: the room of a match and its home and away teams.
	"room":   {"Room", "Зал", "Комната", "pl:Sala", "de:Raum", "nl:Zaal", "fr:Salle"},
	"home":   {"Home", "HomeTeam", "Home Team", "Хозяева", "Команда хозяев", "pl:Gospodarze", "de:Heim"},
	"away":   {"Away", "Visit", "VisitTeam", "Visiting Team", "Visitors", "Гости", "Команда гостей", "pl:Goście", "de:Gast"},
	"weight": {"Weight", "Вес", "pl:Waga", "de:Gewicht", "fr:Poids"},
	// An individual's players at the table, seat by seat (names or
	// numbers); beside pair or team columns, the players of a pairs or
	// team result.
	"north": seatAliases("North", "N", "Север", "Nord", "nl:Noord"),
	"east":  seatAliases("East", "E", "Восток", "de:Ost", "nl:Oost", "fr:Est"),
	"south": seatAliases("South", "S", "Юг", "Sud", "nl:Zuid"),
	"west":  seatAliases("West", "W", "Запад", "fr:Ouest"),
	// Read from the cells: a "Deal" column is the board when it holds
	// integers; otherwise it is ignored.
	"deal": {"Deal"},
	// Bookkeeping and computed columns that are ignored without a warning.
	"-": {"ID", "DateLog", "TimeLog", "Processed", "Processed1", "Processed2", "Processed3",
		"Processed4", "ExternalUpdate", "SuspiciousContract", "Event", "Date", "Time",
		"Vul", "Vulnerable", "Dealer"},
}, map[string]string{
	"board":    "Board, Bd, Сдача, Rozdanie, Brett, Spel, Donne",
	"ns":       "PairNS, NS, N-S, Пара NS, СЮ, NZ",
	"ew":       "PairEW, EW, E-W, Пара EW, ВЗ, OW, EO",
	"contract": "Contract, Contr, Контракт, Kontrakt, Contrat",
	"north":    "North, N, Player North",
	"east":     "East, E, Player East",
	"south":    "South, S, Player South",
	"west":     "West, W, Player West",
	"adjust":   "Adjust, Adj, Arb, Корр, Korekta",
})

// seatAliases are the names of a seat's player column: the seat's word
// and letter (English first), alone or with Player (PBN's
// PlayerId_North), and the other languages' words given.
func seatAliases(word, letter string, others ...string) []string {
	out := []string{word, letter, "Player " + word, word + " Player", "Player " + letter, letter + " Player",
		"PlayerId_" + word, "Player_" + word, "Name " + word, word + " Name"}
	return append(out, others...)
}

// ignoredPrefixes are computed columns kept by some programs (MP_NS,
// Percentage_EW, IMP_NS, "МП NS", "% NS"): ignored without a warning.
var ignoredPrefixes = []string{"processed", "mp", "imp", "pct", "percentage", "procent", "мп", "процент", "рейтинг", "rank"}

var playerAliases = func() map[string][]string {
	m := map[string][]string{}
	for _, n := range []string{"1", "2", "3", "4"} {
		m["player"+n] = []string{"Player" + n, "Player " + n, "Name" + n, "Name " + n,
			"Игрок" + n, "Игрок " + n, "Участник " + n, "pl:Gracz " + n, "pl:Zawodnik " + n,
			"de:Spieler " + n, "nl:Speler " + n, "fr:Joueur " + n}
		m["member"+n] = []string{"Member" + n, "Member " + n, "MemberID" + n, "Member ID " + n, "ID" + n,
			"Номер " + n, "Номер игрока " + n, "Членский номер " + n, "pl:Numer " + n, "de:Mitgliedsnummer " + n,
			"nl:Lidnummer " + n}
	}
	return m
}()

var namesColumns = newAliasTable(func() map[string][]string {
	m := map[string][]string{
		"section": sectionAliases,
		"pair": {"Pair", "PairId", "Pair Id", "Pair No", "PairNo", "Pair Nr", "Pair Number", "No", "Nr",
			"Number", "Num", "Пара", "Номер", "Номер пары", "pl:Para", "Paar", "fr:Paire", "Nummer", "pl:Numer"},
		"names": {"Names", "Name", "Players", "Игроки", "Имена", "Фамилии", "Namen", "pl:Nazwiska",
			"pl:Zawodnicy", "nl:Spelers", "fr:Noms", "fr:Joueurs"},
		"direction": {"Direction", "Dir", "Line", "NS/EW", "N-S", "NS", "Направление", "Линия",
			"pl:Kierunek", "pl:Linia", "de:Richtung", "de:Linie", "nl:Richting", "fr:Ligne", "fr:Sens"},
		"-": {"ID", "Club", "Rank", "Score", "Percentage", "Total"},
	}
	for k, v := range playerAliases {
		m[k] = v
	}
	return m
}(), map[string]string{
	"pair":    "Pair, PairId, No, Nr, Number, Пара, Номер",
	"player1": "Player1, Name1, Игрок 1, Spieler1; or one Names column",
})

var movementColumns = newAliasTable(map[string][]string{
	"section":      sectionAliases,
	"table":        {"Table", "Tbl", "Tab", "Стол"},
	"round":        {"Round", "Rnd", "Rd", "Раунд", "Тур"},
	"ns":           {"NSPair", "PairNS", "NS", "Pair NS", "NS Pair", "Пара NS", "СЮ"},
	"ew":           {"EWPair", "PairEW", "EW", "Pair EW", "EW Pair", "Пара EW", "ВЗ"},
	"lowboard":     {"LowBoard", "Low Board", "FirstBoard", "First Board", "From Board"},
	"highboard":    {"HighBoard", "High Board", "LastBoard", "Last Board", "To Board"},
	"customboards": {"CustomBoards"},
}, map[string]string{
	"table":     "Table",
	"round":     "Round",
	"ns":        "NSPair, PairNS",
	"ew":        "EWPair, PairEW",
	"lowboard":  "LowBoard",
	"highboard": "HighBoard",
})

var sectionsColumns = newAliasTable(map[string][]string{
	"id":     {"ID", "SectionID", "Section ID"},
	"letter": {"Letter", "Section Letter", "Name"},
	"-": {"Tables", "MissingPair", "EWMoveBeforePlay", "Session", "ScoringType", "Winners",
		"OnlineEventGUID", "OnlineEventRoundDuration"},
}, map[string]string{"id": "ID", "letter": "Letter"})

// tableFor is the alias table of a kind.
func tableFor(k Kind) *aliasTable {
	switch k {
	case Travellers:
		return travellerColumns
	case Names:
		return namesColumns
	case Movement:
		return movementColumns
	case Sections:
		return sectionsColumns
	}
	return nil
}

// required lists, per kind, the columns a file must have; "a|b" means one
// of them. A team traveller (with a room column) needs home and away
// instead of ns and ew: see teamRequired.
var required = map[Kind][]string{
	Travellers: {"board", "ns", "ew", "contract|adjust"},
	Names:      {"pair", "player1|names"},
	Movement:   {"table", "round", "ns", "ew", "lowboard", "highboard"},
	Sections:   {"id", "letter"},
}

// teamRequired replaces required[Travellers] when the file has a room
// column.
var teamRequired = []string{"board", "home", "away", "contract|adjust"}

// individualRequired replaces required[Travellers] in an individual's
// traveller: a player column for each seat, and no pair columns.
var individualRequired = []string{"board", "north", "east", "south", "west", "contract|adjust"}

// seatColumns are the player columns, in seat order (N, E, S, W).
var seatColumns = [4]string{"north", "east", "south", "west"}

// classify decides the kind of a file from its normalised header keys.
func classify(keys []string) Kind {
	has := func(t *aliasTable, canon ...string) bool {
		for _, k := range keys {
			for _, c := range canon {
				if t.canon[k] == c {
					return true
				}
			}
		}
		return false
	}
	switch {
	case has(movementColumns, "lowboard") && has(movementColumns, "highboard"):
		return Movement
	case has(sectionsColumns, "id") && hasKey(keys, "letter") && !has(travellerColumns, "board", "contract"):
		return Sections
	case has(travellerColumns, "board", "contract", "adjust"):
		return Travellers
	case has(namesColumns, "pair") && has(namesColumns, "player1", "player2", "names"):
		return Names
	}
	return Unknown
}

func hasKey(keys []string, k string) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

const wantKinds = "want for travellers: board, ns, ew (or north, east, south and west) and contract or adjust; " +
	"for names: pair and player1, player2 or names; " +
	"for a movement: table, round, nspair, ewpair, lowboard, highboard; " +
	"for sections: id and letter"
