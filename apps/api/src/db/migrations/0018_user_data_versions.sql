CREATE TABLE "user_data_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"v" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "user_data_version_seq";--> statement-breakpoint
-- Whose data a changed row is: its user_id, its own id (users), the owner of its request_id, or
-- everyone's (0: a provider's row, shown on every request of it). Null: nobody's (a request
-- already deleted in the same statement; its own trigger has bumped its owner).
CREATE FUNCTION "portal_data_owner"(how text, r jsonb) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN CASE how
    WHEN 'user_id' THEN (r->>'user_id')::integer
    WHEN 'id' THEN (r->>'id')::integer
    WHEN 'request_id' THEN (SELECT q.user_id FROM requests q WHERE q.id = (r->>'request_id')::integer)
    WHEN 'everyone' THEN 0
  END;
END $$;--> statement-breakpoint
-- A row the cached reads show changed: its owner's data gets a version never used before.
CREATE FUNCTION "portal_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners integer[] := ARRAY[]::integer[];
  uid integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    owners := ARRAY[0];
  ELSE
    IF TG_OP <> 'INSERT' THEN owners := owners || portal_data_owner(TG_ARGV[0], to_jsonb(OLD)); END IF;
    IF TG_OP <> 'DELETE' THEN owners := owners || portal_data_owner(TG_ARGV[0], to_jsonb(NEW)); END IF;
  END IF;
  FOREACH uid IN ARRAY owners LOOP
    IF uid IS NOT NULL THEN
      INSERT INTO user_data_versions (user_id, v) VALUES (uid, nextval('user_data_version_seq'))
        ON CONFLICT (user_id) DO UPDATE SET v = excluded.v;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit: a transaction takes its users' version rows last, after every row lock
-- of its own work, so two transactions on one user's data never wait on each other's version
-- row while each holds a row the other needs (read-cache test, "deadlock").
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('user_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "dependents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('user_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('user_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "cards" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('user_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "request_desk" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "chat_read_markers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "request_status_history" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "medical_records" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "refund_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "request_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "authorizations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version" AFTER INSERT OR UPDATE OR DELETE ON "request_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('request_id');--> statement-breakpoint
-- A provider added is on nobody's request yet; one changed or removed may be on anyone's.
CREATE CONSTRAINT TRIGGER "data_version" AFTER UPDATE OR DELETE ON "custodians" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_data_changed('everyone');--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "requests" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "dependents" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "cards" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "request_desk" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "chat_messages" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "chat_read_markers" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "request_status_history" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "medical_records" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "refund_requests" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "request_payments" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "authorizations" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "request_documents" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();--> statement-breakpoint
CREATE TRIGGER "data_version_truncate" BEFORE TRUNCATE ON "custodians" FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed();
