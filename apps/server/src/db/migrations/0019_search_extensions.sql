-- Trigram matching for search (similarity, and LIKE '%…%' through GIN indexes). pg_trgm is a trusted
-- extension: the database's owner may create it without being a superuser, on any PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
