// Package bridgemate reads the tables of a Bridgemate Control Software
// (BCS) database, a .bws file, into the parts of a session: the results
// (ReceivedData), the movement (RoundData), the section letters
// (Section), the event's name and date (Session), the pairs' names
// (PlayerNumbers, with PlayerNames to look a number up), the deals
// (HandRecord) and their double-dummy tables (HandEvaluation). It follows
// spec/formats.md §13.1.
//
// The tables come from a Source: the database file itself (OpenJet, over
// the Jet reader formats/mdb), or the tables exported to CSV by mdb-export
// (CSVSource, one file a table, each known by its header: DetectCSV). Read
// is the one path from the tables to the session for both, so that a .bws
// and its CSV exports give the same session; only the positions of
// messages differ (a CSV file's line and column; the database's table,
// row and column).
//
// A result that cannot be scored as it stands (a contract or result that
// does not read, an empty contract with a remark that is no Bridgemate
// code) is an entry not scored, with its reason; the Bridgemate's own
// arbitral scores (Remarks 40%-60%) are artificial scores marked as
// published. A row that cannot be placed (no board, pairs or section) and
// a damaged database are errors.
//
// RoundData gives the movement only of the sections whose results all fit
// it (fitMovement): a movement reused from another session is left out of
// the sections it does not fit, with a warning.
//
// Tables it does not need (Tables, Settings, Clients, IntermediateData)
// are recognised and skipped, and so is any other table of the database
// (an Access import log): Part.Read and Part.Skipped say which were read.
// A database without results (Bridgemate's empty template) reads as
// such, with no error.
//
// An individual event, whose RoundData (or ReceivedData) seats South and
// West players beside NSPair and EWPair, is read as such (individual.go):
// each result's Entry.Seats are its four players (PairNS and PairEW
// North and East, South and West by RoundData's table and round), its
// pairs stay empty, PlayerNumbers give Part.Players (the name and member
// number of each seat's player), and no pairs movement is given. A seat
// that cannot be known is a warning.
//
// It never scores, and reads no file itself. It imports the standard
// library, compute/bridge, formats (sentinels) and formats/csvtrav (the
// CSV physical layer and the contract grammar).
package bridgemate
