package usebio

// SetMaxLines sets the most traveller lines a file may hold, for a test;
// the function returned restores it.
func SetMaxLines(n int) func() {
	old := maxLines
	maxLines = n
	return func() { maxLines = old }
}
