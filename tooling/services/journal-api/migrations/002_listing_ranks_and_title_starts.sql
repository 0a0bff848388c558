-- Listing ranks: a page of an issue becomes a range of ranks, read without skipping the rows
-- before it; and an index of title starts for suggestions.

-- 1, 2, ... in page order among the issue's papers that are not deleted (NULL when deleted).
ALTER TABLE papers ADD COLUMN listing_rank INTEGER;

UPDATE papers SET listing_rank = ranked.listing_rank
FROM (
  SELECT paper_id, row_number() OVER (
    PARTITION BY journal_id, year, volume, issue ORDER BY position, paper_id
  ) AS listing_rank FROM papers
  WHERE is_deleted = 0
) AS ranked
WHERE papers.paper_id = ranked.paper_id;

-- Listing of one issue, in page order, without deleted papers.
DROP INDEX papers_listed_by_issue;
CREATE INDEX papers_listed_by_issue
  ON papers (journal_id, year, volume, issue, listing_rank)
  WHERE is_deleted = 0;

-- Listing ranks follow inserts (without a rank), deletes and changes of deletion or order.
CREATE TRIGGER papers_rank_after_insert AFTER INSERT ON papers
WHEN new.is_deleted = 0 AND new.listing_rank IS NULL BEGIN
  UPDATE papers SET listing_rank = ranked.listing_rank
  FROM (
    SELECT paper_id, row_number() OVER (ORDER BY position, paper_id) AS listing_rank FROM papers
    WHERE journal_id = new.journal_id AND year = new.year AND volume = new.volume
      AND issue = new.issue AND is_deleted = 0
  ) AS ranked
  WHERE papers.paper_id = ranked.paper_id;
END;

CREATE TRIGGER papers_rank_after_delete AFTER DELETE ON papers WHEN old.is_deleted = 0 BEGIN
  UPDATE papers SET listing_rank = ranked.listing_rank
  FROM (
    SELECT paper_id, row_number() OVER (ORDER BY position, paper_id) AS listing_rank FROM papers
    WHERE journal_id = old.journal_id AND year = old.year AND volume = old.volume
      AND issue = old.issue AND is_deleted = 0
  ) AS ranked
  WHERE papers.paper_id = ranked.paper_id;
END;

CREATE TRIGGER papers_rank_after_update
AFTER UPDATE OF is_deleted, position, journal_id, year, volume, issue ON papers BEGIN
  UPDATE papers SET listing_rank = NULL WHERE paper_id = new.paper_id AND new.is_deleted = 1;
  UPDATE papers SET listing_rank = ranked.listing_rank
  FROM (
    SELECT paper_id, row_number() OVER (
      PARTITION BY journal_id, year, volume, issue ORDER BY position, paper_id
    ) AS listing_rank FROM papers
    WHERE is_deleted = 0 AND (
      (journal_id = old.journal_id AND year = old.year AND volume = old.volume AND issue = old.issue)
      OR (journal_id = new.journal_id AND year = new.year AND volume = new.volume
        AND issue = new.issue))
  ) AS ranked
  WHERE papers.paper_id = ranked.paper_id;
END;

-- Suggestions: titles that start with what a reader types (case-insensitive).
CREATE INDEX papers_by_title_start
  ON papers (journal_id, lower(paper_title))
  WHERE is_deleted = 0;
