// Package usebio reads USEBIO results files (the EBU's XML interchange
// format for bridge results, versions 1.0 to 1.2) into a bridge.Session:
// the event's title, date and scoring, the participants (pair numbers and
// players' names, teams), every section's boards and traveller lines
// (contracts, declarers, leads, tricks, the NS score for cross-checking,
// adjusted scores such as A6040), the team matches, and the hand records.
// It also keeps the figures the file publishes (each pair's total,
// percentage and place, each line's points) so that they can be compared
// with protokol's own; it never uses them to score.
//
// An individual event (EVENT_TYPE INDIVIDUAL, as the USEBIO 1.1
// specification's example) is read too: its PARTICIPANTS' PLAYERs are the
// session's players (Session.Players: PLAYER_NUMBER, PLAYER_NAME and the
// NATIONAL_ID_NUMBER, else the CLUB_ID_NUMBER, as the member number), and
// each TRAVELLER_LINE's N_, E_, S_ and W_PLAYER_NUMBER seat them
// (Entry.Seats; Entry.NS and EW stay empty, the scoring makes the round's
// partnerships). A seat left out is a warning, and so is, once, a number
// that no PLAYER has (the entry keeps it). Its lines may give the NS SCORE
// alone, as the example does: that is the table's score as published.
//
// Contacts, and the national ids and member numbers of pairs and teams,
// are not read; masterpoint awards are kept with the published figures
// (Standing.MasterPoints), never used. An event type protokol does not
// score (Swiss pairs, an unknown EVENT_TYPE) is refused by name. A
// point-a-board team event
// (BOARD_SCORING_METHOD PAB) is read as board-a-match (Session.Method
// bridge.ScoringBAM); each MATCH is a pairing of two teams over its
// boards, so a team may meet two teams in one round (TeamsScorer's
// multiple teams), and the file's match figures are kept (File.Matches).
// A match line's NS_PAIR_NUMBER and EW_PAIR_NUMBER that name a PAIR of
// the team sitting there seat its players (Entry.Shown.Seated; see seat).
//
// The layouts read are those of the files of real producers (Compscore3:
// PARTICIPANTS and BOARD directly inside EVENT, a HANDSET after it;
// EBUScore: SESSION/SECTION, the HANDSET inside the SESSION; PairsScorer
// and BriAn) and the teams MATCH elements as other programs write them;
// see docs/inputs.md for what is verified against real files. Every HANDSET
// is read wherever it is (hands.go says how its deals are placed). It reads no file itself and never scores. It imports the
// standard library, compute/bridge and formats (the sentinels).
package usebio
