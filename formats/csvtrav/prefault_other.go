//go:build !linux

package csvtrav

// prefault does nothing here (see prefault_linux.go).
func prefault[T any](s []T) error { return nil }
