-- Rate-limit counters are counted on every call and need not outlive a database crash (a
-- window starts again empty). Unlogged, they write no WAL and their commits wait for no
-- flush, so counting a call costs no disk write.
ALTER TABLE "rate_limits" SET UNLOGGED;
