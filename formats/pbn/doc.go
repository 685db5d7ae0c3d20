// Package pbn reads Portable Bridge Notation files (PBN 1.0, 2.0 and 2.1)
// and maps them onto the session model of compute/bridge.
//
// # Two layers
//
// Parse is the syntax layer. It takes text already decoded to UTF-8 (that is
// the formats package's job; a leading U+FEFF is skipped anyway) and returns
// a File: the
// games with their tag pairs in file order, the Auction and Play sections as
// tokens, the supplemental sections (ScoreTable, TotalScoreTable,
// OptimumResultTable, ActionTable, ...) as tables of cells, the commentary, and
// every escaped "%" line. It checks the syntax and the tables as the
// standard's verifier does, and nothing about the meaning of values (calls
// and cards are kept as tokens, not checked):
//
//   - Lines end in CR LF, LF, CR CR LF (a file converted to CR LF twice) or
//     a lone CR; U+0085 is an ordinary character. A line of more than
//     formats.MaxLineBytes, and more than formats.MaxGames games or
//     table rows in a file, are an error (formats.ErrTooLarge) that ends
//     the reading; so, in Session, are frequency-table rows that stand for
//     more results than formats.MaxResults.
//   - A line whose first character is "%" is a directive. "% PBN 2.1" (any
//     case, any spacing) is a version line; "% PBN created by ..." is not.
//     "% EXPORT" sets File.Export. A version line that follows a game starts a
//     new sub-file (concatenated files): Game.SubFile counts up and the
//     inheritance state is reset.
//   - ";" starts a rest-of-line comment and "{" a comment that runs to the
//     next "}", across lines and empty lines; neither starts a comment inside
//     a quoted string.
//   - A tag pair is "[" Name "value" "]"; its parts may sit on separate lines
//     and several tag pairs may share a line. In a value only \" and \\ are
//     escapes; any other backslash is kept. A value whose closing quote is
//     missing is an error; the value is recovered up to a final "]". A value
//     ending in \"] is read as a literal backslash and the end of the value,
//     with a warning (this is how the verifier's test files use it).
//   - A game ends at an empty or blank line outside a brace comment. Text
//     between games that is not a tag pair, comment or directive is an error.
//   - Inheritance, per tag name in file order: "#" takes the last value of
//     the tag; "##text" gives text and copies it into every following game
//     that lacks the tag; "##" is "#" plus that copying; an explicit value or
//     "#" stops the copying. For a table tag, "#" reuses the previous column
//     descriptor; rows are always given anew. Tag.Raw keeps what was written.
//   - Tables: the tag value is the column descriptor list, exactly per the
//     standard: [+|-]name[\width[L|R]], width > 0 (so Call\, "Call\ " and
//     Call\L are errors). Elements are plain tokens or quoted strings; an
//     unquoted "-" is an empty cell. Each line is a row; when some line does
//     not hold exactly one row the rows are read as a stream with a warning,
//     and an element count that is not a multiple of the columns is an error
//     ("missing table elements"). A comment on a data line is an error. A
//     column marked "+" must be non-increasing and one marked "-"
//     non-decreasing (cells "-" are skipped); a violation is an error.
//   - Warnings, not errors: a line longer than 255 characters counting its
//     line end (the verifier's limit: its longest valid test line has 254
//     characters before the line end), a repeated tag (except Note; the
//     first value counts), a control character or tab inside a value, "#"
//     with nothing to inherit (read as empty), a "}" outside a comment (left
//     over by a "{...}" written inside a comment), table rows read as a
//     stream, a tag name that differs from a standard table name only in
//     case.
//
// Session is the meaning layer. It validates the values it uses (Board,
// Dealer, Vulnerable, Deal, Declarer, Contract, Result, Score, OptimumScore,
// and the ScoreTable cells) and builds a bridge.Session:
//
//   - Boards come from Board, Dealer, Vulnerable and Deal. Board "01" is
//     board 1. Dealer and Vulnerable tags win over the board-number rule; a
//     disagreement is a warning. Games with the same board number and the same
//     deal (or no deal) are one board; a different deal for the same number is
//     an error naming both places. The hand record's double-dummy tags go
//     into Board.HandRecord, the first game of a board giving each:
//     DoubleDummyTricks and OptimumResultTable as tables
//     (ParseDoubleDummyTricks, ParseOptimumResultTable), OptimumScore as an
//     NS score; a table that cannot be read is a warning held there (not
//     in Read.Warnings: cmd gives it where it would use the table). These
//     tags, ParContract, OptimumContract, Ability and Minimax are also
//     kept as written (HandRecord.Verbatim), for results.pbn.
//   - One game per board with a ScoreTable (pattern A): each row is an entry.
//     Score_NS / Score_EW give Entry.Claimed from the NS view. A cell that is
//     not a plain integer (A=, A+, A-, Pen, 800>a, +0, ...) makes the entry
//     adjusted: Kind Artificial when a cell holds a letter, Assigned when the
//     codes are only signed numbers such as "+0"; Adjust.Text holds the cell
//     ("A=") or, when the two cells differ (or are numbers), "ns/ew" with
//     "-" for an empty one ("-/800>a", "A=/+0"), and Adjust.Pos the cell
//     (formats/decisions.ParseScoreCells reads it). The contract of such a row, if any, is kept in
//     Entry.Play. A row with a score but no contract (frequency tables,
//     director's scores) is an Assigned entry with Claimed set, Adjust.Text
//     the score cells ("420/-") and Remarks "score without a contract": its
//     contract is unknown, so it cannot be Played, and the scorer uses the
//     score as given. A row with neither contract nor score is NotPlayed.
//     A Decision column (protokol's export) holds the table's decisions in
//     the adjust grammar of formats/decisions, joined by " & ": it wins over
//     the score cells; its first decision that gives the table a score is
//     the entry's Adjust (parsed), the penalties beside it become
//     Session.Decisions; a Decision cell "not scored: " and why
//     (bridge.NotScoredMark, protokol's export of a table not scored)
//     makes the entry NotScored for that reason, whatever its other cells
//     hold. A
//     row whose pair id is "-" and that has no result (Ruter's "Bye") gives
//     no entry. A Multiplicity column (frequency tables) repeats the row that
//     many times, without pair ids, with a warning. Contracts may be written
//     3N or 5Cx, or as Bridgewebs writes them: 3S* (doubled), PO (passed
//     out); Bridgewebs' average, A in the Contract, Declarer and Result
//     cells, is an artificial A for both pairs, marked as the file's own
//     award (Adjustment.Published) and warned. A Result of =, +1 or -2 is
//     read relative to the contract with a warning. A Table or Round cell
//     that is not a number is read past with a warning. MP_*, IMP_* and Percentage_* columns are ignored: they
//     are recomputed (Ruter's "MP" are signed barometer points).
//   - A row (or a game of pattern B) whose result cannot be scored as it
//     stands is an entry not scored (bridge.NotScored, with its reason),
//     keeping its pairs and the contract and declarer when both were read,
//     and the session is read on: a contract, declarer or result that
//     cannot be read or is missing, and score cells whose code has no
//     agreed meaning (formats/decisions.ParseScoreCells refuses them:
//     Ruter's +0 or Pen without its MP cells, an unknown code). In a game
//     of pattern B a Score that cannot be read is read past with a warning
//     (it only checks the result). The reader does not warn for the
//     tables not scored: compute/event folds them into one warning.
//   - One game per table result (pattern B): a game with a Contract is one
//     entry. Result is the declarer's tricks, "NS 9 EW 4" and "^9" (warning)
//     accepted; Score gives Claimed (a side prefix gives the view, no prefix is
//     the declaring side's view); the lead is the first card of the Play
//     section. Pair ids come from PairNS/PairEW, else from the player names:
//     one name when North equals South (pair labels), else "North – South".
//     Player names compare without case (BBO handles): a later spelling
//     that differs only in case is read as the first, with a warning.
//   - Pairs come from TotalScoreTable (PairId, Direction, Names split on " - "
//     or ";", names in double quotes taken whole: bridge.SplitNames), from
//     ScoreTable Names_NS/Names_EW and from the player tags;
//     the first record of a (section, direction, id) counts.
//   - A game without a Board tag gives no board; its result is an error, its
//     deal a warning. A game with a ScoreTable that has rows gives no entry of
//     its own Contract (a warning).
//   - Team games: [Room] Open or Closed with [HomeTeam] and [VisitTeam]
//     (the home team NS in the open room) make an entry of a match
//     (Entry.Room, Home, Away). A game of [Competition "Teams"] without
//     [Room] is read as RealBridge writes them (one warning): its
//     [HomeTeam] is the team NS at its table; a match's open room is the
//     table where the team NS at its first table (by board, then [Table])
//     sits NS.
//   - Individuals (individual.go): a game of [Competition "Individuals"]
//     (or of no competition, in a file whose TotalScoreTable lists
//     players) seats the players of its four player tags (Entry.Seats), by
//     the PlayerId of the TotalScoreTable row of that name, else by the
//     tag's text, and names no pair; a ScoreTable row with PlayerId_North
//     ... PlayerId_West columns seats the players it names. A
//     TotalScoreTable with a PlayerId column gives Session.Players (Name
//     or Names, MemberID); a name no row has is a player of its own. A
//     seat not given is a warning.
//   - A concatenation of files whose board numbers restart gives deal
//     conflicts: read each part of File.Split separately.
//   - Event, Site, Date and Scoring are the first non-empty values. The
//     first Scoring that names a method protokol scores (ParseScoring)
//     gives Session.Method; a later game naming another is an error.
//
// Every problem is a *bridge.Error: its position (file:line:col, columns in
// characters), a context ("board 7", or "game 12" while the game has no Board
// tag) and a
// cause that wraps one of the formats sentinels (ErrSyntax, ErrValue,
// ErrMissing, ErrConflict) and, where a bridge parser found it, the bridge
// sentinel too. Parse and Session collect up to 20 errors and return them as
// bridge.Errors (a single *bridge.Error when there is one), together with the
// partial result. Nothing panics.
//
// The package does not decode bytes, score, or write PBN. The model keeps
// what a writer needs to give the file back: Tag.Raw (inheritance marks),
// Column.Raw, Cell.Quoted, the comments and the place of every directive.
// It imports the standard library, compute/bridge and formats.
package pbn
