-- spec 1 §4 "Messages": the header counts the unread messages; opening one or "mark all read" marks them.
ALTER TABLE "messages" ADD COLUMN "is_read" boolean DEFAULT false NOT NULL;