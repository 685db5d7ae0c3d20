// Package decisions reads directors' decisions (Laws 12, 86, 87, 90): the
// adjust grammar of spec/formats.md §14.4, extended, into the structured
// bridge.Adjustment, the score codes of PBN ScoreTables (§9.3.2) and of the
// Bridgemate Data Connector (§13.2), and decisions files into
// bridge.Decision. It never scores and never applies a decision to an
// entry: compute does, from Session.Decisions.
//
// # The adjust grammar
//
// ParseAdjust reads a traveller's adjust cell or a decisions file's
// decision. Matching is case-insensitive; spaces are free except inside a
// number; dashes and the minus sign are '-'. bridge.Adjustment's String
// writes the canonical text (left column), which ParseAdjust reads back to
// the same meaning.
//
//	A+ A A-          artificial (Law 12C2): average-plus, average, average-minus
//	                 for both sides; also AVE+, AVE, AVE-, AVG±, A= (average)
//	A+/A-  A/A+      per side, NS first (AVE+/AVE-, A-/A+, ...)
//	A60/40           percentages 0..100 per side, whole numbers; also 60/40,
//	                 A60 (= A60/40), A50 (= A50/50), 60%/40%
//	A+/40  A60/A-    an average for one side, a percentage for the other
//
//	ARB +420         assigned (Law 12C1): one result for both sides, an NS score
//	ARB 4SX-2 N      or a contract with its result and declarer, in any of the
//	ARB PASS         traveller spellings (4SX-N-2, 4S=N, 4SN=, 3NT+1 S)
//
//	SPLIT +420/-100  split: each side's own result, a score in that side's own
//	SPLIT 4S= N/4S-1 N  view (+420 for NS; -100 for EW is +100 to NS) or a contract
//
//	W 30% 4S= N + 70% 4S-1 N
//	W 1/3*+420 + 2/3*-100
//	                 weighted (Law 12C1(c)): weight, then result, joined by '+'.
//	                 A weight is a percentage (30%, 33.3%; the '*' after it may
//	                 be left out) or a decimal or fraction followed by '*'
//	                 (0.3*, 1/3*). The weights must add up to exactly 1. Scores
//	                 are NS scores. Both sides get the same distribution.
//	W NS: -100; EW: 40% +620 + 60% -100
//	                 weighted per side (split and weighted, spec/scoring.md
//	                 §6.3 SP-1): each side labelled, in either order, ';'
//	                 optional; a side may be one result without a weight.
//	                 Scores are NS scores on both sides, as in every W.
//
//	PEN NS -10%      procedural penalty (Law 90) on one side, stacked on the
//	PEN EW -3MP      table result: % of a top, MP, IMP (IMPS), VP; the amount
//	PEN NS -0.5VP    a decimal or a fraction (-1/3MP); the minus may be left
//	PEN EW -2IMP     out; a plus is a credit (PEN EW +6.8MP, a Ruter file's
//	                 published correction). Sides NS, EW, N-S, E-W, N/S, E/W.
//
//	FOUL B           fouled board (Law 87): the table played version B of the
//	                 board; its result stands and is scored within its group
//	                 (a name of up to 8 letters and digits).
//
// Scores are whole multiples of 10 from -7600 to +7600. A canonical result
// is the contract, its result and the declarer (4SX-2 N, 4S= N, 3NT+1 S),
// or PASS; it reads as the spoken ruling and keeps the declarer apart from
// the signs of results. Codes are Latin in every language; contracts inside
// them follow the locale of ParseAdjustLocale (Russian 4П-2 С).
//
// NP and BYE are kinds of traveller entry, not decisions: ParseAdjust
// refuses them with a hint (the travellers keep handling them). A bare
// "Pen", "+0" or "-0" is a Ruter code without an agreed meaning and gives
// an error matching ErrRuterCode, which tells the user to enter the decision
// in a decisions file; "800>a" (a Ruter table result replaced by an
// artificial score) reads as A+ for both sides, which is what the sample's
// 60 %/60 % shows. Errors are *Error: "adjust "A70/": a percentage missing
// after "/" (want A70/30, or per-side averages such as A+/A-)".
//
// ParseScoreCells reads the score cells a PBN ScoreTable row leaves in
// Entry.Adjust.Text (A=, A+/A-, -/800>a, +420/-100); BridgemateLevel the
// Data Connector's negative levels.
//
// # Decisions files
//
// Read takes a CSV file in csvtrav's physical layer (BOM, ',' ';' or TAB,
// '#' comments, quotes). Header cells are compared as csvtrav.NormKey
// compares them; the traveller vocabulary of csvtrav (all its languages)
// names the table, and these name the rest:
//
//	section    Section, Секция, ...                          default A
//	board      Board, Bd, Сдача, ...                         required
//	ns, ew     PairNS, NS, Пара NS, СЮ, ... / EW, ВЗ, ...    pairs events
//	table      Table, Стол, ...   with round: names the table instead of the pairs
//	round      Round, Тур, Раунд, ...
//	room       Room, Зал, ...     teams: with home and away (and round)
//	home, away Home, Хозяева / Away, Гости, ...
//	decision   Decision, Ruling, Kind, Adjustment, Award, Adjust, Adj,
//	           Решение, Судейское решение, Постановление, Корректировка, Корр
//	reason     Reason, Why, Explanation, Remarks, Причина, Основание, Примечание
//	law        Law, Laws, Law No, Закон, Статья
//	director   Director, TD, Tournament Director, Судья, Главный судья, Арбитр
//
// board and decision are required, and a way to name the table: ns and ew,
// or table and round, or room, home and away. A row naming the table gives
// Row.Table; the session loader finds its pairs. Each row is a
// bridge.Decision whose Adjust.Pos is the decision cell. Unknown columns
// are warnings; missing columns, bad cells, a bad decision and two decisions
// for one table (penalties excepted: they stack) are errors naming where.
// Contracts in a file whose header is Cyrillic are read in Russian. Detect
// tells a decisions file from a traveller by its header.
//
// # Imports
//
// The standard library, compute/bridge, formats (sentinels) and
// formats/csvtrav (the CSV layer, header vocabulary and contract notation).
package decisions
