package mdb

// TestPath is testPath for the tests of package mdb_test.
var TestPath = testPath
