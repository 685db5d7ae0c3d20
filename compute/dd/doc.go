// Package dd is a double-dummy solver and par calculator: for a deal whose
// four hands are known it computes how many tricks declarer takes in each
// strain from each seat when every player sees every card and plays
// perfectly, and from that table the par score and contracts.
//
// # What it computes
//
//   - Solve: the 20-entry Table of a complete deal, [seat][strain] =
//     tricks declarer's side takes with declarer's left-hand opponent on
//     lead. An incomplete deal (a hand unknown, not 13 cards, a card held
//     twice) is an error wrapping bridge.ErrDeal that names the problem.
//   - Tricks: one entry; it also accepts an end position, four hands of
//     the same number of cards.
//   - ParOf: the par score and every par contract of a Table, given the
//     vulnerability and the dealer; its comment defines par exactly.
//   - Table.PBN: the [DoubleDummyTricks] text; Table.OptimumResultTable:
//     the rows of [OptimumResultTable]. The package writes these texts
//     but reads none: a hand record's own tables are read by formats/pbn
//     into the board (bridge.HandRecord), and converted (dd.Table(t)).
//   - SolveAll and SolveEach: many deals on several goroutines (cmd
//     keeps solved tables by deal in a cache folder).
//
// It reads and writes no files, keeps no clock and logs nothing; it
// imports compute/bridge, compute/score (par scores by Law 77),
// compute/parallel (SolveEach's workers) and the standard library only.
// Results agree with DDS (tables and DealerPar scores) on the deals of
// testdata/dd, written by internal/ddcompare; the tests read them, so
// they need no C library.
//
// # How it solves
//
// The search is written from the published descriptions of DDS (Bo
// Haglund, Soren Hein) and of partition search (Matthew Ginsberg); the
// later-tricks bounds, the second-hand bound and the weights of the leads
// and of the cards that follow them follow rules learnt by reading DDS's source, written anew here, its code
// not copied. Each table entry is found by null-window tests "can NS
// take at least n of the tricks?" starting from the previous entry's
// value; a test is an alpha-beta search over single cards. A hand is a
// 64-bit card set (bridge.Hand), so the deal is four words and every suit
// a 16-bit rank mask. The first test of a strain aims at an estimate from
// the high-card points and the trump fit (tests next to the value are the
// costly ones), each later one at the previous leader's value.
//
//   - Equivalent cards: cards of one hand with no card of another hand
//     (nor one on the table) between them play alike; only the lowest of
//     each run is tried. So do "small" cards (Hans Kuijf's idea in DDS):
//     once a card of a suit has been tried, a lower card of the suit that
//     neither it nor the tried one reaches the lowest rank the results so
//     far depend on is skipped, and checked again at the end.
//   - Transposition table at trick starts, shared by the four opening
//     leaders of a strain. A bound is stored with the pattern it was
//     proved for: the leader, every hand's suit lengths, and for each suit
//     the holders of its top cards down to the lowest card whose rank the
//     proof used (a trick winner that beat a card of its own suit, the
//     cards a cutoff rested on). Any position matching the pattern shares
//     the bound, so positions differing only in small cards are solved
//     once. A class of equivalent cards that straddles that lowest card is
//     fixed whole, which keeps the pruning of equivalent cards sound.
//   - Quick tricks at trick starts, from two tricks left, tried after
//     the table with six tricks or more left and before it with fewer
//     (as DDS orders them: deep in the search a look-up decides most
//     positions, near the end the quick tricks are cheaper and decide
//     more; 3.6 % fewer instructions than quick tricks first at every
//     depth, and 3 % fewer nodes than the table first at every depth),
//     unless a cheap upper
//     bound on them (the side's cards in the suits it tops) cannot reach
//     what the side wants: the leader's cashable top cards (two for AX
//     opposite partner's KX) and length winners, partner's after an entry (after the leader's own when
//     partner can spare the cards to follow them), top trumps that must
//     win, as bounds. (A small search of the side's own plays for the
//     tricks it takes in a row whatever the opponents do, with four
//     tricks or fewer left, saved 1.7 % of the nodes but cost 5 % of the
//     time once the bounds before it were cheap, and is gone.) Bounds on
//     the leader's side from the opponents' sure
//     tricks (the "later tricks" of DDS): without trumps, a trick for
//     the opponents when they hold the top card of every suit the leader
//     can lead, or when the suits the leader's side tops cannot give it
//     every trick left; in a suit contract, the opponents' top trumps, two
//     tricks for their split top two trumps, one for a guarded second
//     trump over our top one.
//   - At the second hand to play (as DDS's QuickTricksSecondHand): when
//     the second hand's side surely wins the trick, with the highest card
//     still to come that no opponent can ruff or with a ruff the third
//     hand cannot beat, the trick and the quick tricks of the winner's
//     side after it may already settle the test.
//   - Move ordering: weights after DDS's, the "killer" lead among them
//     (the last lead that won the leader's side what it wanted with as
//     many tricks left: it often works again in a neighbouring position)
//     as a bonus of about one weight class, as DDS does, not first
//     whatever the weights say (22.8 % fewer trick nodes on the 50 deals
//     of BenchmarkSolve; the table's best lead, which earlier versions
//     kept, saved nothing once the weights were in). The weights: suits the opponents hold few cards of first
//     (a smaller search), a lead that wins the trick, best when the
//     second card is ours too, leads through a tenace rather than into
//     one, sequences that force out a top card, partner's ruffs; in
//     notrump the suit the side would run. Following, by who wins the
//     trick so far and who can still beat it: second hand low unless his
//     side surely wins the trick, third hand high enough to beat the
//     fourth hand or to force out his top card, unblocking for partner's
//     long suit, fourth hand as cheaply as wins; ruffs as low as do the
//     job, never of partner's sure winner; discards from long suits,
//     keeping a guarded second card and a single top card (26 % fewer
//     nodes than the plain rules before them: second hand low, third
//     hand high, discard low). Killers for the following hands were
//     tried and make things much worse.
//   - The table's entries are compact (16 bytes), and each list of one
//     shape and leader is one run contiguous in memory, since a look-up
//     scans it (newest first): a list that fills moves to a run twice as
//     long, and the run it leaves serves the next list to grow to that
//     length (a chain of runs, as before, cost a cache miss a run: 10 %
//     of the time); a list of 256 entries overwrites its oldest, as
//     DDS's lists of 125 do (at 4,096, a look-up that missed read up to
//     64 KiB: 256 makes 1.8 % more nodes but 21 % fewer misses of a
//     1 MiB cache). The entry that decides a look-up is exchanged with
//     its list's newest, so that the next look-up finds it first (15 %
//     fewer entries read). The lists' heads (16 bytes each, so that
//     more of them stay in the processor's cache) are found by a
//     hash that mixes every bit of the shape (an earlier one clustered
//     the heads, so that a hard search forgot the whole table again and
//     again: a third of the nodes of the hardest timed deal). A store
//     appends without looking for an entry of the same pattern to merge
//     its bounds into (found by one store in 30, at the cost of reading
//     the whole list: 2 % of the instructions). A look-up costs its
//     cache misses more than its reading of the list: lists split by
//     the holder of the longest suit's top card, which left a look-up
//     43 % of the entries to read, took as long.
//
// protokol is built with a CPU profile that includes this package's
// BenchmarkSolve (cmd/protokol/default.pgo, written by scripts/pgo.sh,
// with the outputs' profile beside it): the compiler then inlines the
// search's hot calls, about 6 % less CPU time (measured with a profile of
// solving alone).
//
// The search allocates nothing but, rarely, a larger transposition table:
// each solver's starts at 4.5 MiB, grew to 18 MiB over the 50 deals of
// BenchmarkSolve (at most some 64 MiB), and is kept for reuse.
package dd
