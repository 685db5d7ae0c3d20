// Package csvtrav reads CSV traveller files and their companions: names
// files, and the movement (RoundData) and Section tables of a Bridgemate
// database exported to CSV. It follows spec/formats.md §13.1 and §14.
// (formats/session gives a file whose header is a Bridgemate table's to
// formats/bridgemate, which reads every table of the database in one
// path; the Bridgemate layouts here serve files that only resemble them.)
//
// # What it reads
//
// Physical layer (§14.1). Read takes text that is already UTF-8 (the caller
// decodes legacy code pages; a leading U+FEFF is dropped). The delimiter is
// ',', ';' or TAB, whichever gives the same number of fields on the first 20
// records, or the one an Excel "sep=;" first line names. Quotes follow RFC
// 4180; a record may span lines. CRLF, LF, CR and CR CR LF (a double
// conversion) line ends are read. A line of more than formats.MaxLineBytes
// and more than formats.MaxResults data rows are refused
// (formats.ErrTooLarge; Options.MaxRows changes the second), before the
// rows are held. Lines starting with '#', blank lines and rows whose cells are all
// blank are skipped. The first remaining row is the header; column order is free;
// trailing empty fields are dropped, other field-count mismatches are
// errors. A NUL or another control character is refused as binary data and
// invalid UTF-8 as an encoding error; U+FFFD (a decoding guessed wrong)
// gives a warning.
//
// Header (§14.6). A header cell is compared after NFKD, dropping accents,
// lower-casing and dropping spaces and punctuation, so "Pair NS", "PAIR_NS"
// and "pair-ns" are one name; a trailing '+' or '-' reads as "plus" or
// "minus" (ACBL "NS+"/"NS-") and '%' as "pct". English, Russian, Polish,
// German, Dutch and French aliases are known. The normalised header decides
// the kind of file (Detect):
//
//	Movement    lowboard and highboard (Bridgemate RoundData)
//	Sections    id and letter, no board (Bridgemate Section)
//	Travellers  board, contract or adjust
//	Names       pair with player1.. or names
//
// anything else, a BBO ranking (No.;User;Result) included, is refused with
// formats.ErrUnknown. Unknown columns are ignored (a warning names each one
// that is not a known computed or bookkeeping column); two columns meaning
// the same field are an error.
//
// Travellers (§14.2–§14.5). One row is one result of one board at one table.
// board, ns, ew (an individual's: north, east, south, west) and
// contract-or-adjust are required. A contract cell follows
// §14.3 (ParseContract) and may carry the declarer and the result
// ("4SX-N-1"). A result with a leading '+', '-' or '=' is relative to the
// contract; a plain integer counts tricks (a bare 0 is tricks). Scores
// (score_ns, score_ew, NS+/NS-, a single Score column read as NS) are kept
// in Entry.Claimed, NS view, never computed here; a score_ew that is not
// -score_ns makes a split score (Kind Assigned, Adjust "SPLIT ns/ew").
// The adjust column is classified and its shape checked, not interpreted:
// NP is NotPlayed, BYE drops the row, A…/AVE…/60/40 are Artificial,
// ARB/SPLIT/W are Assigned, and PEN and FOUL keep the table result (and
// need it); Entry.Adjust holds the raw cell and its position (Adjust.Pos),
// and File.Locale the locale, for formats/decisions to parse it.
//
// Individuals: a traveller with a player column for each seat (north,
// east, south, west: North or N, Player North, PlayerId_North, Север,
// Nord, ...) and no pair columns is an individual's. Each row seats its
// four players (Entry.Seats, names or numbers as written; "-" is no one)
// and names no pair: the scoring makes the round's partnerships. A seat
// left empty is a warning; a declaring pair column holds the declaring
// player, checked against the seats. Players named by name are the
// file's Players (each its own id); numbers name no one. Beside pair or
// team columns the player columns are the result's players, shown with
// it (Entry.Shown.Seated).
//
// Bridgemate ReceivedData (§13.1): NS/EW holds the declarer's seat; a numeric
// Declarer column is the declaring pair, used only as a cross-check and
// skipped when PairNS = PairEW; Contract "4 S x", "PASS" (seat placeholder
// ignored), "" with Remarks "Not played" (Kind NotPlayed); Erased=1 drops
// the row; Section stays the numeric id (map it with the Section table).
//
// Checks (§14.8) within one file: a later row for the same (section, table,
// round, board) replaces the earlier one with a warning naming both lines;
// the same (section, board, ns, ew) twice, the same NS pair or EW pair twice
// on one board, and, in a section that is clearly a Howell, one pair id on
// both sides of one board are errors. A section is taken as a Howell when
// some id appears both as NS and as EW in the section but on at most half
// of its boards does an id appear on both sides of that board: with
// Bridgemate's Mitchell numbering (NS 8 against EW 8) nearly every board
// shows such a collision, so "NS 8 vs EW 8" is only an error in a Howell.
// This is the rule compute/pairs uses to choose the movement.
//
// Locale (§14.5): "" detects Russian from a Cyrillic header or from most
// contract cells being Cyrillic, and Polish, German, Dutch or French from
// header words only found in that language; otherwise English. Seat and
// strain letters are read through the locale only; a Cyrillic letter in an
// English contract ("4С") is reported as such, never guessed.
//
// # Rows not scored
//
// A traveller row that cannot be scored as it stands (a contract, declarer,
// result or score that cannot be read, or that contradict each other, an
// unknown adjust code, no contract and no adjust, a penalty or fouled board
// without the table result, a weight other than 1, a declaring pair that
// is neither side) gives an entry not scored (bridge.Entry.SetUnscored),
// with the first such problem's message, without what was wanted, as the
// reason; it keeps its pairs, remarks and what could be read, and no
// adjust (a decision on it is named in the reason as not applied). A lead
// that cannot be read is left out with a warning (bridge.ErrReadPast).
// What places a row (board, pairs, table, round, erased, a team row's room
// and teams) stays an error, and so does every such problem of a file
// none of whose rows can be scored (another locale, columns taken for
// others): that file is not the traveller it seems.
//
// # Errors
//
// Every problem is a *bridge.Error at file:line:col (col counts runes from 1
// at the first character of the field in its physical line, the opening
// quote of a quoted field) with a context such as "board 12, NS 3", a
// message ending with what was expected, and a formats sentinel
// (ErrSyntax, ErrMissing, ErrValue, ErrConflict, ErrUnknown, ErrEmpty,
// ErrBinary) plus, for contracts, results and seats, the bridge sentinel,
// for errors.Is. Read collects up to 20 errors and returns them as
// bridge.Errors (a single one as *bridge.Error).
//
// # What it does not do
//
// It never scores, never maps Bridgemate section ids to letters (the caller
// does, with the Sections file), never reads a pair id as a path, and keeps
// neither unknown columns nor a per-row weight (a weight other than 1 is an
// error, for bridge.Entry cannot hold it).
//
// Sheet, NormKey and TravellerColumn give other readers of CSV files
// (formats/decisions) this physical layer and the header vocabulary.
//
// # Imports
//
// The standard library, compute/bridge, formats (sentinels),
// golang.org/x/text/unicode/norm, and github.com/gocarina/gocsv through its
// per-call API only (UnmarshalCSV with a CSVReader of this package) to map
// normalised rows onto structs of strings. It never calls gocsv's global
// setters.
package csvtrav
