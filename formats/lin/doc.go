// Package lin reads BBO's LIN files (hand histories, BBO tournament
// downloads, vugraph files) as a session of compute/bridge: boards, one
// traveller entry per table with its auction and play, and the pairs, or
// for a vugraph match the two teams' rooms. No official specification of
// LIN exists; what it reads was learnt from open parsers and real files
// (testdata/corpus/lin).
//
// # Syntax
//
// A LIN file is a stream of tags "name|value|": a name of two letters (any
// case; spaces and line ends before it are skipped) and a value that runs to
// the next "|" (so it may hold commas, spaces and line ends, never a bar).
// A bar where a name should be (vugraph files have "||") holds nothing
// when it is alone before a tag or beside another bar; a value behind it,
// "|x|", is read past with a warning (bridge.ErrReadPast). A name that is
// not two letters, or text after the last tag, is an error that stops the
// reading ("a BBO LIN file: ..."); a last value without its closing bar is
// read to the end with a warning.
//
// # Tags read
//
//   - vg: a vugraph match: event, segment, scoring (I, P or B), first and
//     last board, then each team and the score BBO shows beside it (the
//     score when the segment began: Match keeps it, as written). With vg
//     the file is a team match: the first team is the home team, NS in the
//     open room and EW in the closed one (Entry.Room, Home, Away).
//   - rs: the results line, two entries per board from vg's first board,
//     open room then closed: 4HE=, 3NW+1, 4SWx-4, P. It gives the result of
//     a table whose record does not (see below), and is compared with each
//     table's result: a difference is a warning (the table's record is
//     used). A result it gives for a table the file has no record of (no
//     table, or a qx tag alone) is that table's entry; when no table of
//     the board has a deal, the board has none, and the board number's
//     dealer and vulnerability (a warning per board): a vugraph file whose
//     rs line is its only record of the results scores.
//   - qx: a table's room and board: o7 (open room, board 7), c7 (closed).
//     It begins a new table. Without vg the room is not used. A qx tag
//     with nothing after it (no deal, no auction) and no rs result is read
//     past with a warning.
//   - pn: the players, South, West, North and East (a vugraph's eight: open
//     room, then closed room). It holds for the tables after it.
//   - md: the deal: the dealer's digit (1 South, 2 West, 3 North, 4 East),
//     then the hands of South, West, North and East, comma-separated, each
//     a suit letter (S H D C) followed by its ranks (A K Q J T 9..2, also
//     10). One hand may be left out (usually East's): it holds the other
//     cards. Without the digit the dealer is the board number's.
//   - ah: the board's name, "Board 7": the board number, which must agree
//     with qx's; a number out of 1..9999 ("Board 0") is an error. Without
//     either the table is numbered by its order, with a warning.
//   - sv: the vulnerability: o (also - and 0) none, n NS, e EW, b both.
//     Without it the board number's, with a warning.
//   - mb: a call: 1C..7N (also 7NT), p, d or x, r or xx; a "!" after it is
//     an alert (bridge.Call.Alert). an: the explanation of the call before
//     it (bridge.Call.Note). Calls are checked against the Laws' order
//     (by bridge.Auction): a bid higher than the last, a double of the
//     opponents' bid, a redouble of their double, nothing after the end of
//     the auction.
//   - pc: a card played (SK, hT, C10). The play is checked (by
//     bridge.Replay): the player on turn (declarer's left first, then the
//     winner of each trick) holds the card and follows suit when able.
//   - mc: a claim: the tricks declarer takes in all.
//
// The result of a table is the contract of its auction (the last bid, its
// double or redouble; the declarer is the player of the side who first
// named the strain) and declarer's tricks: the claim if there is one, else
// the tricks won when the play is complete (13 tricks), else the rs line's
// result for the room if it has the same contract.
//
// A table whose record cannot be scored as it stands does not stop the
// session: it is an entry not scored (bridge.NotScored, SetUnscored) with
// its reason, keeping its board, pairs, auction and cards, and the reading
// goes on. These are: a call, card or claim that is not one ("8S", "HZ",
// "14"); a call out of the Laws' order (a bid not higher than the last,
// a double or redouble that is not the opponents'; a call after the end);
// the auction stopped without a result; play before the end of the
// auction, after a passed-out one, or without an auction; a card its
// player does not hold, a revoke, a card played twice or after the 13th
// trick; a claim below the tricks won or above what is left; the play
// stopped without a claim ("the play stops after 6 tricks and there is no
// claim": BBO shows such a table as an average); no auction at a table
// whose four players are named (a BBO tournament's table that BBO
// adjusted, A== or A+= on its traveller: the LIN file does not say the
// award), or at a vugraph's table with no rs result. The reader does not
// warn for them itself: compute/event folds the tables not scored into
// one warning. A table with a deal, no auction and no players is a hand
// record: its board is read, with no entry. A board given twice must have
// the same deal, dealer and vulnerability.
//
// What still stops the reading, structural damage: the lexical errors
// above, a deal or vulnerability that cannot be read (the board's hand
// record), a board number out of range, qx and ah naming different
// boards, two deals for a board, a call, card or claim before any deal, a
// table without a deal that has a record, a vugraph table without its
// room, a pairs table without players, a second vg or rs tag, a vg tag
// that cannot be read, and more tables than the limit.
//
// Without vg the file is a pairs session: each table's NS and EW pairs are
// named by their two BBO handles, compared without case and written in
// alphabetical order ("aam135 – kemistry"); bridge.Pair holds the
// handles.
//
// # Tags ignored
//
// pw, bn, nt (commentary), st, pg, mn, sk, at, rh, zz (BBO's score of the
// board for the table), mp, pf and lf are ignored: they are presentation,
// commentary or figures protokol works out itself. Another tag is ignored
// with one warning per tag name.
//
// lin imports compute/bridge and formats only; it does no I/O.
package lin
