-- issue 8: a server instance keeps a viewer's session, subscriptions, favourites, profiles, devices,
-- messages and watch history in memory between requests (db/user-changes.ts). Every change of such a
-- row, by any instance or by an operator's hand, announces the viewer's id at commit, and every
-- instance drops what it kept of them. The transaction id tells the copies of one notification apart
-- from a new one (every pooled connection hears each).
CREATE FUNCTION "efir_user_changed_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('efir_user_changes', OLD."user_id" || ':' || txid_current()); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('efir_user_changes', NEW."user_id" || ':' || txid_current()); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "efir_user_changed_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('efir_user_changes', OLD."id" || ':' || txid_current()); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('efir_user_changes', NEW."id" || ':' || txid_current()); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_id"();
--> statement-breakpoint
CREATE TRIGGER "tokens_changed" AFTER INSERT OR UPDATE OR DELETE ON "tokens"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
--> statement-breakpoint
CREATE TRIGGER "favorites_changed" AFTER INSERT OR UPDATE OR DELETE ON "favorites"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
--> statement-breakpoint
CREATE TRIGGER "profiles_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
--> statement-breakpoint
CREATE TRIGGER "devices_changed" AFTER INSERT OR UPDATE OR DELETE ON "devices"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
--> statement-breakpoint
CREATE TRIGGER "messages_changed" AFTER INSERT OR UPDATE OR DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
--> statement-breakpoint
CREATE TRIGGER "stats_changed" AFTER INSERT OR UPDATE OR DELETE ON "stats"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
--> statement-breakpoint
CREATE TRIGGER "content_history_changed" AFTER INSERT OR UPDATE OR DELETE ON "content_history"
  FOR EACH ROW EXECUTE FUNCTION "efir_user_changed_by_user_id"();
