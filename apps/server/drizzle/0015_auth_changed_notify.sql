-- Any change that can alter what a session resolves to (issue 13's session cache) notifies
-- 'lc_auth_changed'; every server process listens and clears its cache. Statement-level, so a bulk
-- change sends one notification; PostgreSQL folds equal notifications within a transaction.
CREATE OR REPLACE FUNCTION lc_notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lc_auth_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_groups_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_groups FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_auth_changed();
--> statement-breakpoint
-- Sessions: only a revocation or a deletion matters (last_seen_at moves all the time).
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF revoked_at OR DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_auth_changed();
