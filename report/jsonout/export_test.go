package jsonout

// FromResult and FromTeams give the tests the documents that Write lays
// out.
var FromResult, FromTeams = fromResult, fromTeams
