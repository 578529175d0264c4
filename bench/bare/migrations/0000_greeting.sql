-- The one row the bare page reads.
CREATE TABLE greetings (id INTEGER PRIMARY KEY, message TEXT NOT NULL, created_at INTEGER NOT NULL);
INSERT INTO greetings (id, message, created_at) VALUES (1, 'Hello from one D1 row', 1764000000000);
