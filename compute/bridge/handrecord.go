package bridge

// DDTable is a double-dummy trick table: for each declaring seat and
// strain, the tricks declarer's side takes with declarer's left-hand
// opponent on lead, 0..13. compute/dd solves such tables (dd.Table is
// this type, converted, with the methods that write it); a hand record
// may give one (HandRecord).
type DDTable [4][5]int8 // [Seat][Strain]

// HandRecord is what a hand record says about its board's double-dummy
// analysis, read and checked by the reader (formats/pbn): the tables it
// gives, by the tag that gave them, and its par score. Which of them to
// trust (two tables that differ, a score that is not the par) is the
// caller's decision; a zero HandRecord says nothing.
type HandRecord struct {
	// DoubleDummyTricks is the table of [DoubleDummyTricks], and
	// OptimumResultTable the table of [OptimumResultTable]; nil when the
	// tag is absent or could not be read (Warnings then says why).
	DoubleDummyTricks, OptimumResultTable *DDTable
	// OptimumScore is the score of [OptimumScore] from NS's view ("EW
	// 420" is -420); nil when the tag is absent.
	OptimumScore *int
	// Warnings are the reader's warnings about these tags, positioned at
	// the tag: a table that cannot be read ("board 3: [DoubleDummyTricks]:
	// bad double-dummy table "12345": ...; not used"). They travel with
	// the board rather than with the reader's other warnings, so that they
	// are given where the tables would be used (cmd: for the boards shown,
	// when the outputs are made).
	Warnings []*Error
	// Verbatim holds these tags, and the others a hand record gives about
	// par (ParContract, OptimumContract, Ability, Minimax), as the file
	// wrote them, one per name, the first given; the value of
	// [OptimumResultTable] is its column descriptor followed by a line per
	// row. It is for messages that quote the file and for writers that give
	// the hand record back as it was read (report/pbnout): nothing reads a
	// table or a score from it.
	Verbatim []Tag
}

// Tag is a tag of an input file as it was written: a name and its value.
type Tag struct {
	Name, Value string
}

// Text is the value of the tag name in Verbatim, as the file wrote it.
func (h HandRecord) Text(name string) (string, bool) {
	for _, t := range h.Verbatim {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}
