package publish

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"
)

// The manifest is sha256sum's format: one line per file, sorted by name,
// "HEX  NAME\n". Names are checked by CheckName, so they hold no newline.

func manifest(sums map[string][sha256.Size]byte) []byte {
	names := make([]string, 0, len(sums))
	for n := range sums {
		names = append(names, n)
	}
	slices.Sort(names)
	var b bytes.Buffer
	for _, n := range names {
		sum := sums[n]
		b.WriteString(hex.EncodeToString(sum[:]))
		b.WriteString("  ")
		b.WriteString(n)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

func writeManifest(path string, sums map[string][sha256.Size]byte) error {
	return writeFile(path, manifest(sums))
}

// readManifest reads a manifest and when it was written (its
// modification time: every file of its generation is older, see
// untouched); a missing or malformed one is an error.
func readManifest(path string) (map[string][sha256.Size]byte, time.Time, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, time.Time{}, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, time.Time{}, err
	}
	b := bytes.NewBuffer(make([]byte, 0, fi.Size()+bytes.MinRead))
	if _, err := b.ReadFrom(f); err != nil {
		return nil, time.Time{}, err
	}
	sums, err := ParseManifest(b.Bytes())
	return sums, fi.ModTime(), err
}

// ParseManifest reads a generation's manifest.sha256: each file's name and
// SHA-256.
func ParseManifest(data []byte) (map[string][sha256.Size]byte, error) {
	out := map[string][sha256.Size]byte{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		line++
		h, name, ok := strings.Cut(sc.Text(), "  ")
		var sum [sha256.Size]byte
		if !ok || len(h) != 2*sha256.Size {
			return nil, fmt.Errorf("manifest.sha256:%d: want HEX  NAME", line)
		}
		if _, err := hex.Decode(sum[:], []byte(h)); err != nil || CheckName(name) != nil {
			return nil, fmt.Errorf("manifest.sha256:%d: want HEX  NAME", line)
		}
		out[name] = sum
	}
	return out, sc.Err()
}
