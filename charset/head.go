package charset

// DetectHead is how many bytes at the start of a file a caller that streams
// (protokol convert) reads and gives to Detect before it converts the file:
// Detect sees no more of such a file than that.
const DetectHead = 64 << 10
