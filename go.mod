module github.com/protokol-bridge/protokol

go 1.26.8
