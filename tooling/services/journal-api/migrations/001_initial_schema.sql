-- The journals, their issues and papers, conferences, theses, blogs, editorial boards, topics
-- and the publisher's indexing partners. Ids are global across journals; every row that belongs
-- to a journal carries its journal_id ('indjeee', 'indjece').

CREATE TABLE journals (
  journal_id TEXT PRIMARY KEY,
  acronym TEXT NOT NULL,
  title TEXT NOT NULL,
  -- The journal's band of search keys (see "Search keys" below).
  search_slot INTEGER NOT NULL UNIQUE CHECK (search_slot BETWEEN 1 AND 4095)
) STRICT;

-- Search keys. Each searchable table has a contentless FTS5 index whose rowid is the row's
-- search_key: slot * 2^40 + (words in the title, at most 255) * 2^32 + (2^32 - 1 - id).
-- A journal's rows form one rowid range, so a search reads only that journal's part of the
-- index; and ascending rowid is the ranking: every query word must be in a title, so BM25
-- orders the matches by title length (shorter first), then newest first. A page of results
-- is then the first rows of the range, without scoring every match.

-- One row per published issue; the archive index is read from here.
CREATE TABLE issues (
  journal_id TEXT NOT NULL REFERENCES journals (journal_id),
  volume INTEGER NOT NULL,
  issue INTEGER NOT NULL,
  year INTEGER NOT NULL,
  month TEXT NOT NULL,
  published_on TEXT NOT NULL,
  -- Papers listed in the issue (not deleted), kept by the triggers below.
  paper_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (journal_id, volume, issue)
) STRICT;

CREATE TABLE papers (
  paper_id INTEGER PRIMARY KEY CHECK (paper_id BETWEEN 1 AND 4294967295),
  journal_id TEXT NOT NULL,
  volume INTEGER NOT NULL,
  issue INTEGER NOT NULL,
  year INTEGER NOT NULL,
  position INTEGER NOT NULL,
  is_deleted INTEGER NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1)),
  search_key INTEGER NOT NULL UNIQUE,
  paper_uniqueid TEXT NOT NULL UNIQUE,
  paper_title TEXT NOT NULL,
  paper_month TEXT NOT NULL,
  paper_articletype TEXT NOT NULL,
  first_page INTEGER NOT NULL,
  last_page INTEGER NOT NULL,
  paper_doi TEXT NOT NULL,
  author_1 TEXT NOT NULL DEFAULT '',
  author_2 TEXT NOT NULL DEFAULT '',
  author_3 TEXT NOT NULL DEFAULT '',
  author_4 TEXT NOT NULL DEFAULT '',
  author_5 TEXT NOT NULL DEFAULT '',
  author_6 TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  FOREIGN KEY (journal_id, volume, issue) REFERENCES issues (journal_id, volume, issue)
) STRICT;

-- The long texts of a paper, read only for its details and PDF: lists stay on small rows.
CREATE TABLE paper_texts (
  paper_id INTEGER PRIMARY KEY REFERENCES papers (paper_id),
  paper_abstract TEXT NOT NULL,
  paper_citation TEXT NOT NULL,
  -- One line per author: name, designation, department, institution, city, country.
  paper_designation TEXT NOT NULL,
  -- A JSON array of reference strings in IEEE style.
  paper_references TEXT NOT NULL
) STRICT;

-- Listing of one issue, in page order, without deleted papers.
CREATE INDEX papers_listed_by_issue
  ON papers (journal_id, year, volume, issue, position)
  WHERE is_deleted = 0;

CREATE TRIGGER issues_count_after_insert AFTER INSERT ON papers WHEN new.is_deleted = 0 BEGIN
  UPDATE issues SET paper_count = paper_count + 1
  WHERE journal_id = new.journal_id AND volume = new.volume AND issue = new.issue;
END;

CREATE TRIGGER issues_count_after_delete AFTER DELETE ON papers WHEN old.is_deleted = 0 BEGIN
  UPDATE issues SET paper_count = paper_count - 1
  WHERE journal_id = old.journal_id AND volume = old.volume AND issue = old.issue;
END;

CREATE TRIGGER issues_count_after_update
AFTER UPDATE OF is_deleted, journal_id, volume, issue ON papers BEGIN
  UPDATE issues SET paper_count = paper_count - 1
  WHERE old.is_deleted = 0
    AND journal_id = old.journal_id AND volume = old.volume AND issue = old.issue;
  UPDATE issues SET paper_count = paper_count + 1
  WHERE new.is_deleted = 0
    AND journal_id = new.journal_id AND volume = new.volume AND issue = new.issue;
END;

-- Titles of the papers that are not deleted.
CREATE VIRTUAL TABLE papers_search USING fts5 (
  title,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER papers_search_after_insert AFTER INSERT ON papers WHEN new.is_deleted = 0 BEGIN
  INSERT INTO papers_search (rowid, title) VALUES (new.search_key, new.paper_title);
END;

-- A contentless index forgets a row through the 'delete' command with the values it indexed.
CREATE TRIGGER papers_search_after_delete AFTER DELETE ON papers WHEN old.is_deleted = 0 BEGIN
  INSERT INTO papers_search (papers_search, rowid, title)
    VALUES ('delete', old.search_key, old.paper_title);
END;

CREATE TRIGGER papers_search_after_update
AFTER UPDATE OF paper_title, is_deleted, search_key ON papers BEGIN
  INSERT INTO papers_search (papers_search, rowid, title)
    SELECT 'delete', old.search_key, old.paper_title WHERE old.is_deleted = 0;
  INSERT INTO papers_search (rowid, title)
    SELECT new.search_key, new.paper_title WHERE new.is_deleted = 0;
END;

CREATE TABLE conference_categories (
  id INTEGER PRIMARY KEY,
  journal_id TEXT NOT NULL REFERENCES journals (journal_id),
  name TEXT NOT NULL,
  year INTEGER NOT NULL,
  volume INTEGER NOT NULL,
  issue INTEGER NOT NULL,
  position INTEGER NOT NULL
) STRICT;

CREATE INDEX conference_categories_by_journal
  ON conference_categories (journal_id, position);

CREATE TABLE conference_papers (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES conference_categories (id),
  journal_id TEXT NOT NULL REFERENCES journals (journal_id),
  position INTEGER NOT NULL,
  search_key INTEGER NOT NULL UNIQUE,
  title TEXT NOT NULL,
  abstract TEXT NOT NULL,
  -- A JSON array of reference strings in IEEE style.
  references_json TEXT NOT NULL,
  doi TEXT NOT NULL,
  month TEXT NOT NULL,
  year INTEGER NOT NULL,
  pages TEXT NOT NULL,
  author_1 TEXT NOT NULL DEFAULT '',
  author_2 TEXT NOT NULL DEFAULT '',
  author_3 TEXT NOT NULL DEFAULT '',
  author_4 TEXT NOT NULL DEFAULT '',
  author_5 TEXT NOT NULL DEFAULT '',
  author_6 TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
) STRICT;

CREATE INDEX conference_papers_by_category ON conference_papers (category_id, position);

CREATE VIRTUAL TABLE conference_papers_search USING fts5 (
  title,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER conference_papers_search_after_insert AFTER INSERT ON conference_papers BEGIN
  INSERT INTO conference_papers_search (rowid, title) VALUES (new.search_key, new.title);
END;

CREATE TRIGGER conference_papers_search_after_delete AFTER DELETE ON conference_papers BEGIN
  INSERT INTO conference_papers_search (conference_papers_search, rowid, title) VALUES ('delete', old.search_key, old.title);
END;

CREATE TRIGGER conference_papers_search_after_update
AFTER UPDATE OF title, search_key ON conference_papers BEGIN
  INSERT INTO conference_papers_search (conference_papers_search, rowid, title) VALUES ('delete', old.search_key, old.title);
  INSERT INTO conference_papers_search (rowid, title) VALUES (new.search_key, new.title);
END;

CREATE TABLE theses (
  id INTEGER PRIMARY KEY,
  journal_id TEXT NOT NULL REFERENCES journals (journal_id),
  year INTEGER NOT NULL,
  volume INTEGER NOT NULL,
  position INTEGER NOT NULL,
  search_key INTEGER NOT NULL UNIQUE,
  title TEXT NOT NULL,
  abstract TEXT NOT NULL,
  -- A JSON array of reference strings in IEEE style.
  references_json TEXT NOT NULL,
  degree TEXT NOT NULL,
  institution TEXT NOT NULL,
  month TEXT NOT NULL,
  pages TEXT NOT NULL,
  author_1 TEXT NOT NULL DEFAULT '',
  author_2 TEXT NOT NULL DEFAULT '',
  author_3 TEXT NOT NULL DEFAULT '',
  author_4 TEXT NOT NULL DEFAULT '',
  author_5 TEXT NOT NULL DEFAULT '',
  author_6 TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
) STRICT;

CREATE INDEX theses_by_volume ON theses (journal_id, year, volume, position);

CREATE VIRTUAL TABLE theses_search USING fts5 (
  title,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER theses_search_after_insert AFTER INSERT ON theses BEGIN
  INSERT INTO theses_search (rowid, title) VALUES (new.search_key, new.title);
END;

CREATE TRIGGER theses_search_after_delete AFTER DELETE ON theses BEGIN
  INSERT INTO theses_search (theses_search, rowid, title) VALUES ('delete', old.search_key, old.title);
END;

CREATE TRIGGER theses_search_after_update AFTER UPDATE OF title, search_key ON theses BEGIN
  INSERT INTO theses_search (theses_search, rowid, title) VALUES ('delete', old.search_key, old.title);
  INSERT INTO theses_search (rowid, title) VALUES (new.search_key, new.title);
END;

CREATE TABLE blogs (
  blog_id INTEGER PRIMARY KEY,
  journal_id TEXT NOT NULL REFERENCES journals (journal_id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  content TEXT NOT NULL,
  author TEXT NOT NULL,
  published_at TEXT NOT NULL,
  UNIQUE (journal_id, slug)
) STRICT;

CREATE INDEX blogs_by_date ON blogs (journal_id, published_at);

CREATE TABLE blog_tags (
  blog_id INTEGER NOT NULL REFERENCES blogs (blog_id),
  position INTEGER NOT NULL,
  tag TEXT NOT NULL,
  tag_slug TEXT NOT NULL,
  PRIMARY KEY (blog_id, tag_slug)
) STRICT;

CREATE INDEX blog_tags_by_slug ON blog_tags (tag_slug);

CREATE TABLE editorial_members (
  member_id INTEGER PRIMARY KEY,
  journal_id TEXT NOT NULL REFERENCES journals (journal_id),
  position INTEGER NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  affiliation TEXT NOT NULL,
  country TEXT NOT NULL,
  -- A JSON array of areas of expertise.
  expertise_json TEXT NOT NULL,
  bio TEXT NOT NULL,
  email TEXT NOT NULL,
  UNIQUE (journal_id, slug)
) STRICT;

CREATE INDEX editorial_members_by_position ON editorial_members (journal_id, position);

CREATE TABLE topics (
  journal_id TEXT NOT NULL REFERENCES journals (journal_id),
  category_position INTEGER NOT NULL,
  category TEXT NOT NULL,
  position INTEGER NOT NULL,
  topic TEXT NOT NULL,
  PRIMARY KEY (journal_id, category_position, position)
) STRICT;

CREATE TABLE indexing_partners (
  indexing_id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  indexing_name TEXT NOT NULL,
  indexing_url TEXT NOT NULL,
  -- What the generated logo shows: a short text on a band of this colour.
  logo_mark TEXT NOT NULL,
  logo_colour TEXT NOT NULL
) STRICT;
