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
// Tables it does not need (Tables, Settings, Clients, IntermediateData)
// are recognised and skipped (Part.Skipped). An individual event (a
// RoundData with South and West columns) is refused with ErrIndividual.
//
// It never scores, and reads no file itself. It imports the standard
// library, compute/bridge, formats (sentinels) and formats/csvtrav (the
// CSV physical layer and the contract grammar).
package bridgemate
