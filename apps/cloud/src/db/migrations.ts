/** The one set of migrations, run unchanged on PGlite and PostgreSQL, in order, once each. */
export type Migration = { id: string; sql: string }

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001_projects',
    sql: `
      create table projects (
        id text primary key,
        name text not null,
        allowed_origins text[] not null default '{}',
        is_analytics_enabled boolean not null default true,
        created_at timestamptz not null default now()
      );
      create table project_features (
        project_id text not null references projects(id) on delete cascade,
        feature_id text not null,
        position integer not null,
        is_enabled boolean not null,
        config jsonb,
        primary key (project_id, feature_id)
      );
    `,
  },
  {
    id: '0002_analytics_events',
    sql: `
      create table analytics_events (
        id bigserial primary key,
        project_id text not null references projects(id) on delete cascade,
        event_id text not null,
        origin text,
        url text,
        domain text,
        client_timestamp bigint,
        props jsonb not null default '{}',
        received_at timestamptz not null
      );
      create index analytics_events_project on analytics_events (project_id, received_at);
    `,
  },
  {
    id: '0003_wallets',
    sql: `
      create table wallets (
        id text primary key,
        position integer not null,
        name text not null,
        image_id text not null,
        rdns text,
        chains text[] not null default '{}',
        mobile_link text,
        desktop_link text,
        webapp_link text,
        homepage text,
        badge_type text not null default 'none'
      );
      create index wallets_position on wallets (position);
    `,
  },
  {
    id: '0004_token_prices',
    sql: `
      create table token_prices (
        symbol text primary key,
        price_usd double precision not null
      );
    `,
  },
  {
    id: '0005_account_names',
    sql: `
      create table account_names (
        name text primary key,
        address text not null,
        avatar text,
        created_at timestamptz not null default now()
      );
      create index account_names_address on account_names (lower(address), created_at);
    `,
  },
  {
    // SPEC §7 account history: the blocks the indexer followed and the transfers it read from them.
    id: '0006_account_history',
    sql: `
      create table indexed_blocks (
        chain_id integer not null,
        number bigint not null,
        hash text not null,
        primary key (chain_id, number)
      );
      create table account_transfers (
        chain_id integer not null,
        block_number bigint not null,
        tx_index integer not null,
        log_index integer not null,
        tx_hash text not null,
        mined_at timestamptz not null,
        from_address text not null,
        to_address text not null,
        token_address text,
        name text not null,
        symbol text not null,
        decimals integer not null,
        amount numeric(78, 0) not null,
        status text not null,
        primary key (chain_id, block_number, tx_index, log_index)
      );
      create index account_transfers_from on account_transfers (from_address, mined_at);
      create index account_transfers_to on account_transfers (to_address, mined_at);
    `,
  },
  {
    // Rate limits shared by every instance on this database: one fixed window per key.
    id: '0007_rate_limit_counters',
    sql: `
      create table rate_limit_counters (
        key text primary key,
        count integer not null,
        resets_at_ms bigint not null
      );
      create index rate_limit_counters_resets on rate_limit_counters (resets_at_ms);
    `,
  },
  {
    // Sign-in sessions the cloud verified itself, and the single-use nonces their messages carry.
    id: '0008_siwx_sessions',
    sql: `
      create table siwx_nonces (
        nonce text primary key,
        project_id text not null references projects(id) on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index siwx_nonces_expiry on siwx_nonces (expires_at);
      create table siwx_sessions (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        chain_id text not null,
        address text not null,
        account_key text not null,
        message text not null,
        signature text not null,
        cacao jsonb,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        created_at timestamptz not null
      );
      create index siwx_sessions_account on siwx_sessions (project_id, account_key);
    `,
  },
  {
    // The team's admin accounts, their sessions (server-side, so every instance reads them),
    // the audit log of every change, and each project's featured and excluded wallets.
    id: '0009_admin',
    sql: `
      alter table projects add column featured_wallet_ids text[] not null default '{}';
      alter table projects add column excluded_wallet_ids text[] not null default '{}';
      create table admins (
        id text primary key,
        username text not null unique,
        password_hash text not null,
        created_at timestamptz not null default now()
      );
      create table admin_sessions (
        token_hash text primary key,
        admin_id text not null references admins(id) on delete cascade,
        csrf_token text not null,
        expires_at timestamptz not null,
        created_at timestamptz not null
      );
      create index admin_sessions_expiry on admin_sessions (expires_at);
      create table audit_log (
        id bigserial primary key,
        at timestamptz not null,
        actor text not null,
        action text not null,
        project_id text,
        details jsonb not null default '{}'
      );
      create index audit_log_project on audit_log (project_id, id);
    `,
  },
  {
    // Email login codes (HMAC at rest, counted tries, used once), who was sent one when
    // (the server-side cooldown), and the embedded wallet's users.
    id: '0010_email_login',
    sql: `
      create table email_codes (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        email text not null,
        code_hash text not null,
        attempts integer not null,
        expires_at timestamptz not null,
        created_at timestamptz not null,
        used_at timestamptz
      );
      create index email_codes_expiry on email_codes (expires_at);
      create table email_code_senders (
        project_id text not null references projects(id) on delete cascade,
        email text not null,
        last_sent_at timestamptz not null,
        hour_started_at timestamptz not null,
        sent_in_hour integer not null,
        primary key (project_id, email)
      );
      create table embedded_users (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        email text not null,
        created_at timestamptz not null,
        unique (project_id, email)
      );
    `,
  },
  {
    // Embedded-wallet sessions (only a hash of each token) and each user's two cloud-held
    // wallet shares, sealed under the wallet key, which is never in the database.
    id: '0011_embedded_wallet',
    sql: `
      create table embedded_sessions (
        token_hash text primary key,
        project_id text not null references projects(id) on delete cascade,
        user_id text not null references embedded_users(id) on delete cascade,
        expires_at timestamptz not null,
        created_at timestamptz not null
      );
      create index embedded_sessions_expiry on embedded_sessions (expires_at);
      create table embedded_wallet_shares (
        user_id text primary key references embedded_users(id) on delete cascade,
        project_id text not null references projects(id) on delete cascade,
        key_id text not null,
        auth_share text not null,
        recovery_share text not null,
        created_at timestamptz not null
      );
    `,
  },
  {
    // NFTs: ERC-721 transfers keep their token id in the history; who holds each token now,
    // each collection's name, and each token's metadata (read from its tokenURI under a host policy).
    id: '0012_nfts',
    sql: `
      alter table account_transfers add column token_id numeric(78, 0);
      create table nft_owners (
        chain_id integer not null,
        contract_address text not null,
        token_id numeric(78, 0) not null,
        owner_address text not null,
        block_number bigint not null,
        tx_index integer not null,
        log_index integer not null,
        primary key (chain_id, contract_address, token_id)
      );
      create index nft_owners_owner on nft_owners (owner_address, chain_id);
      create table nft_collections (
        chain_id integer not null,
        contract_address text not null,
        name text not null,
        symbol text not null,
        primary key (chain_id, contract_address)
      );
      create table nft_metadata (
        chain_id integer not null,
        contract_address text not null,
        token_id numeric(78, 0) not null,
        status text not null,
        reason text,
        token_uri text,
        name text,
        description text,
        image_url text,
        fetched_at timestamptz not null,
        primary key (chain_id, contract_address, token_id)
      );
    `,
  },
  {
    // Social login: each sign-in a frame starts (state and the PKCE verifier kept only until the
    // provider answers, the frame's binding challenge, then the one-time result code's hash), and who a
    // provider's user is here (provider + sub, email and name kept). A social user has no login email.
    id: '0013_social_login',
    sql: `
      alter table embedded_users alter column email drop not null;
      create table embedded_social_identities (
        project_id text not null references projects(id) on delete cascade,
        provider text not null,
        subject text not null,
        user_id text not null references embedded_users(id) on delete cascade,
        email text,
        name text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        primary key (project_id, provider, subject)
      );
      create table social_logins (
        id text primary key,
        state_hash text not null unique,
        project_id text not null references projects(id) on delete cascade,
        provider text not null,
        page_origin text not null,
        requester_origin text,
        binding_challenge text not null,
        code_verifier text,
        nonce text,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        returned_at timestamptz,
        result_code_hash text unique,
        subject text,
        user_id text references embedded_users(id) on delete cascade,
        is_new boolean,
        redeemed_at timestamptz
      );
      create index social_logins_expiry on social_logins (expires_at);
    `,
  },
  {
    // Update email (SPEC §5 VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP): a code is for a login or an
    // email change, never both, and each purpose keeps its own cooldown per address; each change holds the
    // code mailed to the current address and the one mailed to the new, and when the first was confirmed.
    id: '0014_email_update',
    sql: `
      alter table email_codes add column purpose text not null default 'login';
      alter table email_code_senders add column purpose text not null default 'login';
      alter table email_code_senders drop constraint email_code_senders_pkey;
      alter table email_code_senders add primary key (project_id, email, purpose);
      create table email_updates (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        user_id text not null references embedded_users(id) on delete cascade,
        current_email text not null,
        new_email text not null,
        primary_challenge_id text not null references email_codes(id) on delete cascade,
        secondary_challenge_id text not null references email_codes(id) on delete cascade,
        primary_verified_at timestamptz,
        completed_at timestamptz,
        expires_at timestamptz not null,
        created_at timestamptz not null
      );
      create index email_updates_expiry on email_updates (expires_at);
    `,
  },
  {
    // SPEC §7: registered names keep their coin types (ENSIP-11) and attributes; a name is one name
    // whatever its case, and a signed registration message is spent once (replays refused).
    id: '0015_account_name_registrations',
    sql: `
      alter table account_names add column coin_types bigint[] not null default '{60}';
      alter table account_names add column attributes jsonb not null default '{}';
      alter table account_names add column updated_at timestamptz not null default now();
      create unique index account_names_lower_name on account_names (lower(name));
      create table account_name_messages (
        digest text primary key,
        used_at timestamptz not null
      );
      create index account_name_messages_used_at on account_name_messages (used_at);
    `,
  },
  {
    // The on-ramp sandbox's orders: what was quoted (integer cents, crypto in smallest units), where it
    // goes, and how its payment ended; the status changes only forward, so an order is paid at most once.
    id: '0016_onramp_orders',
    sql: `
      create table onramp_orders (
        id text primary key,
        project_id text not null references projects(id) on delete cascade,
        address text not null,
        network text not null,
        asset_symbol text not null,
        asset_decimals integer not null,
        payment_cents bigint not null,
        payment_currency text not null,
        payment_method text not null,
        purchase_amount text not null,
        provider text not null,
        status text not null check (status in ('pending', 'paying', 'done', 'failed')),
        transaction_hash text,
        failure text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index onramp_orders_project on onramp_orders (project_id, created_at);
    `,
  },
  {
    // A Farcaster sign-in between its start and the frame collecting it: the relay channel it waits
    // on, the nonce and domain the signed message must carry, and, once collected, whose it was.
    id: '0017_farcaster_logins',
    sql: `
      create table farcaster_logins (
        id text primary key,
        login_token_hash text not null unique,
        project_id text not null references projects(id) on delete cascade,
        requester_origin text,
        channel_token text,
        nonce text not null,
        domain text not null,
        siwe_uri text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        collected_at timestamptz,
        fid bigint
      );
      create index farcaster_logins_expiry on farcaster_logins (expires_at);
    `,
  },
  {
    // SPEC §2: a social sign-in started for a full-page redirect (a Telegram mini app, where no
    // popup opens) keeps the page it returns to; the callback never takes that page from its own query.
    id: '0018_social_login_return_url',
    sql: `
      alter table social_logins add column return_url text;
    `,
  },
  {
    // SPEC §2: a redirect sign-in that failed at the callback still returns to its page; its
    // one-time result code then redeems to the failure (refused by the provider, or the check that failed).
    id: '0019_social_login_failure',
    sql: `
      alter table social_logins add column failure_kind text;
      alter table social_logins add column failure_message text;
    `,
  },
  {
    // Analytics events are deleted once past the retention period (analytics/analyticsRetention.ts): by this index.
    id: '0020_analytics_events_received_at',
    sql: `
      create index analytics_events_received_at on analytics_events (received_at);
    `,
  },
  {
    // The embedded wallet's session belongs to the secure frame: it is bound to the thumbprint of the frame's
    // non-extractable key, and each proof that key signs is used once (kept for the proof's lifetime only).
    // A new code replaces the earlier ones of its email; wrong codes are counted per email and day.
    id: '0021_frame_bound_sessions',
    sql: `
      alter table embedded_sessions add column key_thumbprint text;
      create table embedded_proof_ids (
        jti text primary key,
        expires_at timestamptz not null
      );
      create index embedded_proof_ids_expiry on embedded_proof_ids (expires_at);
      alter table email_codes add column replaced_at timestamptz;
      create table email_code_failures (
        project_id text not null references projects(id) on delete cascade,
        email text not null,
        day text not null,
        failures integer not null,
        lock_mailed boolean not null default false,
        primary key (project_id, email, day)
      );
      create index email_code_failures_day on email_code_failures (day);
    `,
  },
  {
    // A project may require a passkey (WebAuthn) before a new device gets the recovery share: an email code
    // alone no longer opens the wallet. Each user's passkeys; one-time challenges bound to the session that
    // asked (hash of its token), used once; the session remembers when a passkey was checked, and which
    // new-device mail it sent, so each goes out once.
    id: '0022_passkeys',
    sql: `
      alter table projects add column require_passkey boolean not null default false;
      create table embedded_passkeys (
        credential_id text primary key,
        project_id text not null references projects(id) on delete cascade,
        user_id text not null references embedded_users(id) on delete cascade,
        public_key bytea not null,
        sign_counter bigint not null,
        transports text[] not null default '{}',
        created_at timestamptz not null
      );
      create index embedded_passkeys_user on embedded_passkeys (project_id, user_id);
      create table passkey_challenges (
        challenge text primary key,
        session_token_hash text not null references embedded_sessions(token_hash) on delete cascade,
        purpose text not null check (purpose in ('registration', 'authentication')),
        expires_at timestamptz not null
      );
      create index passkey_challenges_expiry on passkey_challenges (expires_at);
      alter table embedded_sessions add column passkey_verified_at timestamptz;
      alter table embedded_sessions add column new_device_mails text[] not null default '{}';
    `,
  },
  {
    // The wallet's EVM address, sent by the frame that made it: a later session of a device that holds the
    // wallet proves so with a signature of its key, to add a passkey. Wallets made before have none.
    id: '0023_wallet_owner_address',
    sql: `
      alter table embedded_wallet_shares add column owner_address text;
    `,
  },
]
