// Package mdb reads Microsoft Jet databases (Access 97 .mdb, Jet 3; Access
// 2000-2003 .mdb, Jet 4), such as the .bws files of Bridgemate Control
// Software: the table catalogue, each table's columns and every live row.
// It is read-only and pure: bytes in (Open), tables and values out, no I/O.
//
// What it reads: page 0 (the version, and the header bytes that Jet masks
// with RC4; an encrypted database is refused), the catalogue (MSysObjects,
// whose definition is always page 2), table definitions spread over one or
// more pages, the usage maps that list a table's data pages (inline
// bitmaps and the indirect form of map pages), and the rows of the data
// pages in page order: fixed and variable columns, the null mask (which
// also holds the Boolean values), Jet 3's jump table for rows of 256 bytes
// or more, rows written before a column was added (the column is null; a
// row from before the table's first variable column has no var_table), deleted rows (skipped), and rows moved to another page (the
// pointer is followed; the moved copy, marked deleted, is not read twice).
// Long values (Memo, OLE) are read inline, from one LVAL row, or from a
// chain of them.
//
// Column types: Boolean, Byte, Integer, Long Integer, Currency, Single,
// Double, Date/Time, Binary, Text, OLE Object, Memo and Replication ID
// (GUID). A column of another type (Decimal, the complex types of .accdb)
// makes Rows fail with ErrUnsupported, naming the table, the column and the
// type code; the other tables read as usual.
//
// Text: Jet 4 stores UTF-16LE, or its "compressed" form (a 0xFF 0xFE mark,
// then runs of one byte per character and runs of two, switched by a zero
// byte); both are decoded. Jet 3 stores one byte per character in the code
// page of the machine that wrote it, which the file does not reliably
// record. So the database detects it once, from all its Jet 3 text
// together (table and column names, Text and Memo values, joined by line
// ends) with charset.Detect, and decodes every text with it
// (Encoding). When the detection is not sure (below charset.Threshold) and
// the text is not plain ASCII, Open still succeeds, each value of such text
// is marked Unsure, and TextErr gives the error a caller can refuse with
// (give --encoding); OpenWith takes the encoding when it is known.
//
// A damaged or truncated file is an error (ErrDamaged), never a panic: the
// error is a *bridge.Error naming the file, and in its context the page,
// the table and, where known, the row and the column. Every offset is
// checked against its page and every page number against the file; chains
// of pages (table definitions, long values, moved rows) are bounded and a
// page met twice in one chain is a cycle; no allocation is sized by a
// length field alone. A damaged table fails alone: the catalogue, the other
// tables and their rows still read.
//
// Where the knowledge comes from: the layout of pages, table definitions,
// rows, usage maps, long values and compressed text from the format notes
// of mdbtools (HACKING.md: "This file documents the Microsoft MDB file
// format for Jet3 and Jet4 databases"); that a moved row's new copy is
// marked deleted, so that a scan reads it only through its pointer, from
// reading Jackcess (TableImpl, positionAtRowData); the RC4 key of page 0
// (0x6b39dac7) from the public descriptions of the header, checked on the
// corpus (the decoded code page is 1252 and the database key 0 in every
// file). No code was copied from mdbtools (LGPL), Jackcess (Apache) or
// mdb-reader (MIT). The values are checked against mdb-export (mdbtools
// 1.0) of every table of the test databases in testdata.
//
// It imports compute/bridge (positioned errors), formats (the sentinels of
// the readers), charset (code pages) and the standard library; it
// never imports report or cmd.
package mdb
