/**
 * TypeScript types of the API contract (openapi-typescript).
 * GENERATED from libs/api/openapi.yaml by libs/api/scripts/codegen.mjs - do not edit.
 * Run `npm run -w @atelier/api generate` after changing the contract.
 */

export interface paths {
  '/api/health/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The process answers (kept for the tools and journeys; same as /api/health/live)
     * @description Addition beyond SPEC §7: the process serves HTTP (the scripts and journeys wait on it).
     */
    get: operations['health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness - the process answers HTTP
     * @description Addition beyond SPEC §7, for orchestrators and proxies (their probe conventions, not the
     *     shop's: no trailing slash, no locale headers, never a 4xx).
     *     Answers 200 as long as the process serves HTTP, without touching the database or Redis (a
     *     database outage must not make an orchestrator restart every process). Use it as the liveness
     *     probe; use `/api/health/ready` to decide whether to send traffic.
     */
    get: operations['healthLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness - database reachable, migrations applied, Redis reachable when configured
     * @description Addition beyond SPEC §7, for orchestrators and proxies (as `/api/health/live`).
     *     200 when this process can serve: the database answers, the last migration of the journal the
     *     server was built with is recorded in the database (a deploy whose migrations have not run is
     *     not ready), and Redis answers when `REDIS_URL` is set. Otherwise 503 with each check and why
     *     it failed. Each check is bounded (2 s), so a probe never hangs. The Dockerfile's HEALTHCHECK
     *     and the compose proxy use it.
     */
    get: operations['healthReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/token/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with e-mail and password
     * @description Returns an access token, a refresh token and the member (SPEC §3 login record).
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/token/refresh/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a refresh token for a new token pair (rotation)
     * @description Method not shown in SPEC; POST chosen because the call consumes the refresh token (it is
     *     spent and a new pair is issued), which is not safe or idempotent. Reusing a spent refresh
     *     token revokes the whole token family and answers 401.
     */
    post: operations['refreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/token/revoke/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out by revoking a refresh token
     * @description Addition beyond SPEC §7. Revokes the refresh token's family; idempotent.
     */
    post: operations['revokeToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/token/verify/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check that an access token is valid
     * @description Addition beyond SPEC §7 (Simple JWT's sibling of /api/token/ and /api/token/refresh/): 200
     *     when the access token is valid, 401 when it is not. `POST /api/verify/` confirms payments.
     */
    post: operations['verifyToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an order's payment with the provider
     * @description SPEC §7 gives only `POST /api/verify/`; its payload is not shown. We read it as payment
     *     confirmation, called by the browser after paying (and safe to repeat, e.g. after a reload
     *     on the confirmation page): when the order's latest payment is still `processing`, the
     *     server asks the provider for its state (Stripe: retrieves the PaymentIntent) and records a
     *     success (order `paid`) or failure (order `payment_failed`, payable again) it had not seen
     *     yet, exactly once, like the webhook would; concurrent and repeated calls change nothing
     *     more. Answers the order as it now stands. The built-in test provider settles payments at
     *     once, so there it only answers the order. Same access rule as reading the order: a guest
     *     order by its id alone, a member's order only with its owner's token (403 otherwise); 404
     *     for an unknown order.
     */
    post: operations['verifyPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/register/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a member account
     * @description Addition beyond SPEC §7 (checkout view register-account). Answers the same 202 whether the
     *     address was free or already registered, so it cannot be used to find out who has an
     *     account (issue 9: no user enumeration). A free address gets the member, created with this
     *     password, and an e-mail saying the account exists; a taken one (in any case) changes
     *     nothing and its owner gets an e-mail saying someone tried, with a link to log in. Nobody is
     *     logged in: the client then logs in with `POST /api/token/` and the password just chosen,
     *     which succeeds only when the account is really the shopper's. Rate limited per client IP
     *     and per e-mail address (429 with `Retry-After`). This deliberately replaces SPEC §8's 409
     *     "The email already exists" here; a member changing the e-mail of their account
     *     (`PATCH /api/users/detail/`) does get the 409 (see there why).
     */
    post: operations['registerUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/detail/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /** The signed-in member */
    get: operations['getUserDetail'];
    put?: never;
    post?: never;
    /**
     * Delete the signed-in member's account
     * @description Addition beyond SPEC §7 (issue 22 point 19: PDPA, PIPA, PDPD). Needs the member's password
     *     (400 on `body.password`, reason `incorrect`, nothing changed; rate limited like a password
     *     change). In one transaction: the profile is deleted, every session ends (access and refresh
     *     tokens refused from then on), the wishlist, carts, newsletter subscription and stock alerts
     *     are removed, and the e-mails queued or sent to the address are deleted. Orders and workshop
     *     bookings are kept for the accounts but anonymised: e-mail `anonymised@deleted.invalid`,
     *     phone, names and street address blanked (the country is kept), gift messages and notes
     *     removed; gift cards bought keep working for their recipients without the buyer's name and
     *     message. The address may register again afterwards.
     */
    delete: operations['deleteUserAccount'];
    options?: never;
    head?: never;
    /**
     * Edit the signed-in member's name, phone or e-mail
     * @description Addition beyond SPEC §7 (account page). Changes only the fields sent; answers the member as
     *     now stored. A new e-mail address needs `current_password` (400 on `body.current_password`,
     *     reason `required` or `incorrect`, checked first; a borrowed session cannot move the account to
     *     an address it controls and then reset the password), and the old address is told of the
     *     change by e-mail. An address another account has (in any case) is a **409** with the
     *     catalogue's message "The email already exists" and `errors: [{field: body.email, reason:
     *     taken}]`, nothing changed.
     *
     *     Why 409 here but an enumeration-safe 202 at registration (`POST /api/users/register/`):
     *     registration is open to anyone, so telling a taken address from a free one there would let
     *     anybody test who has an account; here the caller is a signed-in member who has also proved
     *     the password, and has to be told the address cannot be theirs (SPEC §8's 409). Trying many
     *     addresses costs a valid session and password per try and is rate limited like a password
     *     change (5 a minute per member). The 409 carries no `email` echo: the `{email}` echo of SPEC
     *     §8's second request helper belongs to the newsletter and back-in-stock calls.
     */
    patch: operations['updateUserDetail'];
    trace?: never;
  };
  '/api/users/detail/data/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Download everything the shop holds about the signed-in member
     * @description Addition beyond SPEC §7 (issue 22 point 19: data portability). A JSON document sent as a
     *     download (`Content-Disposition: attachment`): profile, newsletter subscription, orders with
     *     lines and delivery addresses, workshop bookings, wishlist and gift cards bought. Never the
     *     password hash, tokens or gift card codes (the recipients' keys). Only what is linked to the
     *     account: guest orders placed under the same address are not included (an address is not
     *     proof of owning it).
     */
    get: operations['exportUserData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the signed-in member's password
     * @description Addition beyond SPEC §7 (account page). Needs the current password (400 on
     *     `body.current_password` with reason `incorrect` when it is wrong, so a borrowed session
     *     cannot take the account over). Every refresh token of the member is revoked, so other
     *     devices are logged out; the caller keeps its access token until it expires and logs in again.
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password-reset/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail a link to set a new password
     * @description Addition beyond SPEC §7 (login page, "Forgot your password?"). Always the same 202 and body,
     *     whether or not an account has the address, so it cannot be used to find out who is
     *     registered. When one does (in any case), its owner gets an e-mail, in the member's language,
     *     with a single-use link valid for 1 hour:
     *     `{origin}/{cc}/{lang?}/password-reset#token=<token>` (the token in the fragment never reaches
     *     a server log or a `Referer`). Only the token's SHA-256 is stored. Rate limited per client IP
     *     (10 an hour) and per address (3 an hour, which also bounds the e-mails an address can get);
     *     429 with `Retry-After`.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/password-reset/confirm/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link's token
     * @description Addition beyond SPEC §7. The token of a link from `POST /api/users/password-reset/`: unknown
     *     or already used is a 400 on `body.token` with reason `invalid`, past its hour reason
     *     `expired`. The new password follows the registration rules (400 on `body.new_password`,
     *     reason `too_common`; the token stays usable then). On success the token and every other
     *     open link of the member are spent, and every session of the member ends (all refresh
     *     tokens revoked, access tokens refused from then on); nobody is logged in, the client logs
     *     in with the new password. Rate limited per client IP (429 with `Retry-After`).
     */
    post: operations['confirmPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/wishlist/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in member's wishlist
     * @description Addition beyond SPEC §7 (the worked example of docs/architecture.md). The products the
     *     member saved, the most recent first, priced in the request's market like listing cards. A
     *     product that is no longer on sale, or has no price in this market, is left out of the
     *     answer but stays saved.
     */
    get: operations['getWishlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/wishlist/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Save a product to the wishlist
     * @description Addition beyond SPEC §7 (docs/architecture.md). Idempotent: saving a product already saved
     *     changes nothing (it keeps its place). A member keeps at most 100 products (422, reason
     *     `wishlist_full`, past that). 404 when the product is not on sale.
     */
    put: operations['saveToWishlist'];
    post?: never;
    /**
     * Remove a product from the wishlist
     * @description Addition beyond SPEC §7 (docs/architecture.md). Idempotent: removing a product that is not
     *     saved changes nothing.
     */
    delete: operations['removeFromWishlist'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/addresses/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in member's address book
     * @description Addition beyond SPEC §7 (issue 23). The delivery addresses the member keeps, the default
     *     first, then the most recently changed. The checkout offers those of the shop's country.
     */
    get: operations['listAddresses'];
    put?: never;
    /**
     * Save an address to the address book
     * @description Addition beyond SPEC §7 (issue 23). The address is checked with its country's rules of
     *     `@atelier/commerce/validation` (400 naming each field, e.g. `body.address.postal_code`).
     *     The first address saved is the default; `is_default: true` makes this one the default
     *     instead. A member keeps at most 20 addresses (422, reason `address_book_full`).
     */
    post: operations['addAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/addresses/{addressId}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The saved address's id. */
        addressId: number;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a saved address
     * @description Addition beyond SPEC §7 (issue 23). Replaces the address (checked as when saved).
     *     `is_default: true` makes it the default; `false` on the default leaves it the default (a
     *     book with addresses always has one: choose another instead). 404 for an address that is
     *     not the member's.
     */
    put: operations['updateAddress'];
    post?: never;
    /**
     * Delete a saved address
     * @description Addition beyond SPEC §7 (issue 23). Idempotent: deleting an address that is gone (or not
     *     the member's) changes nothing. When the default goes, the most recently changed of the
     *     rest becomes the default.
     */
    delete: operations['deleteAddress'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/carts/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The member's id. */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    /**
     * The member's carts
     * @description Only the member themself may list them (403 for anyone else).
     */
    get: operations['listUserCarts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/countries/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /** Countries the store sells in, with language and currency */
    get: operations['listCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exchange-rates/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /** Exchange rates from SGD to every store currency */
    get: operations['listExchangeRates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cms/pages/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * A published CMS page by its localized slug
     * @description The slug is `{slug}-{country}-{language}` (SPEC §7), e.g. `faq-sg-en`. Answers the one
     *     matching page, or 404.
     */
    get: operations['getCmsPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cms/draft-pages/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * A draft CMS page (preview)
     * @description Used by paths that contain `draft` (SPEC §2). Needs the editors' preview token in the
     *     `X-Preview-Token` header (a header, not a query parameter, so it does not end up in
     *     logs, history or Referer). 401 without a valid token.
     */
    get: operations['getCmsDraftPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cms/collections/{collection}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /**
         * @description A collection of the business area: its pages are the published CMS pages whose base
         *     slug starts with the collection's prefix — `success-stories`: `success-story-`,
         *     `press-releases`: `press-release-`, `business-products`: `business-product-`.
         */
        collection: 'success-stories' | 'press-releases' | 'business-products';
      };
      cookie?: never;
    };
    /**
     * The published pages of a business collection in the request's country and language
     * @description Addition beyond SPEC §7 (business-scenting lists). Newest first.
     */
    get: operations['listCmsCollection'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/questions/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Scent quiz questions
     * @description Without `partnership`, the store's own quiz. With it, the partner's own quiz, which replaces
     *     the store's (never mixed with it); an unknown partner is a 404.
     */
    get: operations['listQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/answers/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Scent quiz answers
     * @description The answers of the questions `GET /api/questions/` returns for the same `partnership`, in
     *     question order, then answer order; an unknown partner is a 404.
     */
    get: operations['listAnswers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tags/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Tags (scent families and other groups)
     * @description SPEC §7 calls it as `?group=scent_family&quiz=true(&partnership=)` and as
     *     `?quiz=true&partnership={partner}`. All filters are optional and combine with AND.
     *     The store's tags are always listed; `partnership` adds that partner's own tags (a partner
     *     quiz still shows the store's scent families). An unknown partner adds nothing (no 404:
     *     this list never fails for a slug).
     */
    get: operations['listTags'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outcomes/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The member's quiz outcomes
     * @description Method not shown in SPEC; GET chosen because it only reads (the signed-in member's own outcomes, newest first).
     */
    get: operations['listOutcomes'];
    put?: never;
    /**
     * Finish the quiz - compute an outcome from answers
     * @description Method not shown in SPEC; POST chosen because it creates a new outcome resource from the
     *     submitted answers. The outcome id is unguessable, so a guest (or a partner frame without
     *     storage) can reach the result by id alone. With a bearer token the outcome is the member's.
     *
     *     The quiz taken is the store's, or the partner's own when `partnership` is given. Every
     *     question of that quiz is answered exactly once, with answers of that question (one answer
     *     unless the question is `multiple`); otherwise a 400 names the field
     *     (`body.answers.1.question_id`, `body.answers.0.answer_ids.1`, `body.partnership`, ...).
     *     The mood is the one the chosen answers vote for most; the scent families are the
     *     `scent_family` tags of the chosen answers, most chosen first; recommended products are
     *     active, in stock and priced in the request's currency (priced again on every read).
     */
    post: operations['createOutcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outcomes/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The outcome's unguessable id. */
        id: components['parameters']['OutcomeId'];
      };
      cookie?: never;
    };
    /**
     * One quiz outcome
     * @description Method not shown in SPEC; GET chosen because it reads the outcome by its (unguessable) id.
     *     Recommended products are priced in the request's currency. A cleared outcome is a 404.
     */
    get: operations['getOutcome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outcomes/{id}/clear/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The outcome's unguessable id. */
        id: components['parameters']['OutcomeId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Discard a quiz outcome (retake the quiz)
     * @description Method not shown in SPEC; POST chosen because "clear" is an action with side effects on
     *     the outcome (not a plain delete of a URL the client built). Afterwards GET answers 404.
     *     Idempotent. A member's outcome can only be cleared by that member (403 for anyone else);
     *     a guest's outcome by whoever holds its id.
     */
    post: operations['clearOutcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/get/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * One product by type and id (or slug)
     * @description Backs the route /product/{type}/{id} (SPEC §2). Listings live at the added
     *     `GET /api/products/` so this call keeps one meaning.
     */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Product listing by type and/or collection, or a search, paged
     * @description Addition beyond SPEC §7 (all-perfumes, all-home-perfumes, gift collections, ...; and, with
     *     `q`, the store's product search).
     */
    get: operations['listProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/bottle-images/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /** Bottle images for the bespoke perfume builder */
    get: operations['listBottleImages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/items/{id}/related-items/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    /** Products related to a product */
    get: operations['listRelatedItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/items/{id}/notify-stock/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to be e-mailed when a product is back in stock
     * @description Method not shown in SPEC; POST chosen because it creates a notification request. The
     *     address is kept once per product and variant; asking again gets the same 201 answer. 409
     *     when the variant (or, without `variant_id`, every variant) is in stock: add it to the cart
     *     instead. Errors echo the submitted `email` in the body (SPEC §8 second helper).
     */
    post: operations['notifyStock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/promo/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Check a promo code against a cart
     * @description Read-only: tells what the code would take off this cart now, with the cart priced in the
     *     requested currency and checked for the `Accept-Country` country. Applying the code is
     *     `PATCH /api/carts/{cartPk}/` with `promo_code`. 404 for an unknown code (`errors[0].field`
     *     is `query.code`) or cart (`query.cart`); 422 when the code exists but does not apply, with
     *     a sentence in `message` and a stable reason in `errors[0]` (`field: query.code`,
     *     `reason` one of `workshop_only`, `not_started`, `expired`, `members_only`, `tier`,
     *     `country`, `currency`, `min_spend`, `usage_limit`, `already_used`); `min_spend` says in
     *     `message` how much more is needed. A tier code (the console's `tiers`) is for signed-in
     *     members of those tiers only: `members_only` for a guest (sign in), `tier` for a member of
     *     another tier or of none; placing the order checks it again (the member's tier now). A member's cart needs its owner's token (401 without, 403 for another member).
     */
    get: operations['checkPromo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/promo-rules/modify/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Promo rules that modify prices of a product type
     * @description SPEC §7 calls it with `?type=perfume_diy` (the bespoke perfume builder shows them).
     */
    get: operations['listPromoRules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carts/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an empty cart
     * @description A guest cart is reachable only by its unguessable id (a random UUID v4); when a bearer
     *     token is sent the cart belongs to that member. The cart takes the requested currency and
     *     the `Accept-Country` country (`sg` when absent).
     */
    post: operations['createCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carts/{cartPk}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
      };
      cookie?: never;
    };
    /**
     * One cart
     * @description A member's cart needs its owner's token (401 without a token, 403 with another member's);
     *     a guest cart needs only its id. A cart that was merged into a member's cart or became an
     *     order is a 404.
     *
     *     **Currency.** Every cart answer is priced by the server in the requested currency
     *     (`Accept-Currency`): item prices come from the catalogue's price in that currency, so
     *     reading the cart in another currency re-prices it; reading never changes the cart. The
     *     next change to the cart (any POST/PATCH/DELETE) stores the new currency and country; the
     *     prices the shopper saw are then re-based to the new currency, so `precheckout` does not
     *     report a currency switch as a price change.
     */
    get: operations['getCart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Apply or remove a promo code, choose a shipping rule
     * @description Setting a `promo_code` counts as a code tried: at most 30 per client IP per 10 minutes
     *     (429 with Retry-After past that), so codes cannot be guessed by trying.
     *     Addition beyond SPEC §7: the checkout needs a way to apply the promo code it checked with
     *     `GET /api/promo/` (and the stored `discount_code`) and to pick a shipping method. Send
     *     only the fields to change; `null` removes.
     *
     *     A code must apply when it is put on the cart (422 otherwise, with the reasons of
     *     `GET /api/promo/`, `field: body.promo_code`, and `unknown` for a code that does not
     *     exist). Putting it on takes one of its uses at once (atomically, so a single-use code
     *     goes to exactly one cart however many try together); removing or replacing it, clearing
     *     the cart or `precheckout` dropping it gives the use back. While on the cart the code only
     *     takes effect when it holds (e.g. after removing items under its minimum spend the
     *     discount is 0 until the cart is over it again); `precheckout` removes a code that does
     *     not hold. A shipping rule must be one of the `Accept-Country` country's (422 otherwise,
     *     `field: body.shipping_rule_id`).
     */
    patch: operations['updateCart'];
    trace?: never;
  };
  '/api/carts/{id}/clear/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id (SPEC §7 names it `id` on this path). */
        id: components['parameters']['CartIdAsId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove every item (and the promo) from a cart
     * @description Method not shown in SPEC; POST chosen because "clear" is an action on the cart that keeps the cart itself (DELETE would remove the resource). The promo code's use is given back; the chosen shipping method stays.
     */
    post: operations['clearCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carts/{cartPk}/items/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a product to a cart
     * @description Method not shown in SPEC; POST chosen because it creates a cart item. Adding a product
     *     (same variant and customization) that is already in the cart raises its quantity. Answers
     *     the whole cart with `recent_item` set to the added line. 409 when stock is short, naming
     *     the item and what is left (`Only 2 left of Velvet Saffron 30ml`); the cart is then
     *     unchanged. Carts do not hold stock: it is taken when the order is placed, and
     *     `precheckout` re-checks it. 404 for an unknown or withdrawn product.
     */
    post: operations['addCartItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carts/{cartPk}/items/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
        /** @description The cart item's id. */
        id: components['parameters']['CartItemId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove an item from a cart
     * @description Method not shown in SPEC; DELETE chosen because it removes the item resource. Answers the updated cart (the UI needs the new totals). 409 for a free gift, which comes and goes with its promo code (remove the code instead).
     */
    delete: operations['removeCartItem'];
    options?: never;
    head?: never;
    /**
     * Change an item's quantity
     * @description Method not shown in SPEC; PATCH chosen because it changes one field (quantity) of the item. 409 when stock is short (the cart is then unchanged) and for a free gift, whose quantity its promo code sets.
     */
    patch: operations['updateCartItem'];
    trace?: never;
  };
  '/api/carts/{cartPk}/precheckout/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-check stock and prices before checkout and say what changed
     * @description Method not shown in SPEC; POST chosen because the check may change the cart (quantities
     *     capped to stock, sold-out items and a lapsed promo removed, prices refreshed). `changes`
     *     lists each change so the UI can tell the shopper; `ok` is true when nothing changed.
     *     A price change is reported against the unit price the item had when it was added (or at
     *     the last precheckout), in the cart's currency.
     */
    post: operations['precheckoutCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/carts/{id}/transfer/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id (SPEC §7 names it `id` on this path). */
        id: components['parameters']['CartIdAsId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merge a guest cart into the signed-in member's cart
     * @description Method not shown in SPEC; POST chosen because it is an action that moves items between
     *     carts. Items of guest cart `{id}` are merged into the member's current cart (their most
     *     recently changed open cart, or a new one): quantities are added, capped to stock, and
     *     each cap is listed in the answer's `transfer_changes`. The guest's promo code moves along
     *     when the member's cart has none (else its use is given back and `transfer_changes` says
     *     so). The guest cart is
     *     closed (later calls on it are 404) and recorded as the member's, so repeating the
     *     transfer answers the member's cart unchanged with no changes (idempotent). 403 when `{id}`
     *     is another member's cart (or a guest cart already merged into another member's); the
     *     member's own cart as `{id}` answers that cart unchanged. Answers the member's cart,
     *     whose id the client stores as its new basket id.
     */
    post: operations['transferCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping-rules/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Shipping methods and prices for the request's country
     * @description Method not shown in SPEC; GET chosen because it only reads the rules (for the `Accept-Country` country).
     */
    get: operations['listShippingRules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subcribers/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe an e-mail address to the newsletter
     * @description Path spelled as in SPEC §7 (sic, "subcribers"). Method not shown in SPEC; POST chosen
     *     because it creates a subscriber. Double opt-in: a new address is stored pending and
     *     e-mailed a single-use confirmation link (`/{cc}/{lang?}/newsletter/confirm#token=`, valid 7
     *     days, in the request's language); it is subscribed only once the link is used
     *     (`POST /api/subcribers/confirm/`). A pending address asking again gets a fresh link (at most
     *     one per 10 minutes), a confirmed one nothing. Every case gets exactly the same 201 answer
     *     (the address is kept once), so the form cannot be used to find out who subscribed. Errors
     *     echo the submitted `email` (SPEC §8 second helper).
     */
    post: operations['subscribeNewsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subcribers/confirm/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a newsletter sign-up with the e-mailed token
     * @description Addition beyond SPEC §7 (double opt-in, issue 22 point 19). The token of the confirmation
     *     e-mail works once, for 7 days: the address is then subscribed and sent a welcome e-mail
     *     (marketing: `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
     *     headers and a visible unsubscribe link). An unknown, used or expired token is a 400 on
     *     `body.token`.
     */
    post: operations['confirmNewsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subcribers/unsubscribe/': {
    parameters: {
      query: {
        /** @description The signed token of the e-mail's unsubscribe link (`{id}.{HMAC}`). */
        token: string;
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The unsubscribe URL opened in a browser
     * @description Addition beyond SPEC §7. A mail client without one-click opens the URL: a 303 to the store's
     *     page `/{cc}/{lang?}/newsletter/unsubscribe#token=` in the subscriber's country and
     *     language (a path on this origin; a full URL for a country with its own domain), which asks
     *     to confirm. A GET never unsubscribes (link scanners open every link).
     */
    get: operations['openUnsubscribeLink'];
    put?: never;
    /**
     * Unsubscribe with one click (RFC 8058), no login
     * @description Addition beyond SPEC §7 (issue 22 point 19). The `List-Unsubscribe` URL of every marketing
     *     e-mail: a mailbox provider POSTs `List-Unsubscribe=One-Click` (form-encoded; any body, or
     *     none, is accepted), the store's unsubscribe page POSTs without a body. A genuine token
     *     ends the subscription; repeating it is the same 204. Chosen: the address is kept as a
     *     suppression record (`unsubscribed` in the console), so it is never mailed again unless it
     *     signs up and confirms anew; erasing a member's data deletes it. A token that is not genuine is a
     *     400 on `query.token`.
     */
    post: operations['unsubscribeNewsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The member's orders, newest first
     * @description Addition beyond SPEC §7.
     */
    get: operations['listOrders'];
    put?: never;
    /**
     * Create an order from a cart
     * @description Addition beyond SPEC §7. Checkout as guest (no token) or as member (token). The server
     *     prices everything from the cart; the order is `pending_payment` until paid with
     *     `POST /api/orders/{id}/pay/`. Stock is reserved atomically: 409 when it is short.
     *     Idempotent: repeating a request with the same `Idempotency-Key` answers the original
     *     status and body; reusing a key with a different body is a 422; a missing key is a 400.
     *     Keys are kept for 24 hours, after which a key may be used again. A refused attempt (409,
     *     422) keeps nothing, so the same key may be retried once the cart is fixed. The order
     *     confirmation e-mail (in the order's language, with its `number`) is queued in the
     *     transaction that marks the order paid (outbox table) and sent by the server (SMTP).
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /**
     * One order
     * @description Addition beyond SPEC §7. A guest order needs only its unguessable id; a member's order needs its owner's token.
     */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{id}/pay/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay an order by card
     * @description Addition beyond SPEC §7. The amount is always the order's stored total. Providers:
     *     - the built-in test provider (the default, offline) takes Stripe-style test card numbers:
     *       4242424242424242 succeeds, 4000000000000002 is declined (`card_declined`),
     *       4000000000009995 is declined (`insufficient_funds`); tokens `tok_visa` /
     *       `tok_chargeDeclined` and `pm_card_visa` / `pm_card_chargeDeclined` do the same;
     *     - Stripe (when `STRIPE_SECRET_KEY` is set) takes payment-method tokens only (400 on
     *       `body.card_number` for raw numbers) and confirms a PaymentIntent server-side. When the
     *       bank asks for 3-D Secure the payment is `processing` and carries a one-time
     *       `client_secret` for Stripe.js; `POST /api/verify/` or the webhook settles it.
     *     A decline is a 200 with `status: failed` (the order becomes `payment_failed` and may be
     *     paid again). An order with nothing to charge (total 0) is paid without asking the provider.
     *     409 when the order is already paid or cancelled, or while an earlier payment is still
     *     processing at the provider.
     */
    post: operations['payOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/webhook/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Payment provider webhook
     * @description Addition beyond SPEC §7. Called by the payment provider, never by the browser. The body is
     *     the provider's event (its shape is the provider's, so it stays open); authenticity comes
     *     from the `Stripe-Signature` header, checked by the `stripe` library's own
     *     `webhooks.constructEvent` (HMAC-SHA256 over `{t}.{raw body}`, 300 s tolerance; the
     *     built-in test provider's webhooks are signed the same way). Duplicate events are
     *     acknowledged without effect. Settles, under the order's or booking's row lock and once
     *     whichever of verify, the webhook or the recovery sweep comes first:
     *     `payment_intent.succeeded` / `payment_intent.payment_failed` for orders (gift card
     *     purchases included) and bookings, and the refunds staff made (`refund.updated`,
     *     `refund.failed`, `charge.refund.updated`, `charge.refunded`): a `pending` refund becomes
     *     `succeeded` (money, stock, gift card balance go back once) or `failed` (nothing does).
     */
    post: operations['paymentWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workshops/services/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Workshop services (PCA, LA, FA, AA, BA, TBA, HA)
     * @description Addition beyond SPEC §7.
     */
    get: operations['listWorkshopServices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workshops/studio/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Where the workshops of the country take place
     * @description Addition beyond SPEC §7. The atelier of `Accept-Country` (name and opening hours localized), with the time zone every slot time is shown in.
     */
    get: operations['getWorkshopStudio'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workshops/services/{id}/slots/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description Workshop service id (1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA). */
        id: components['parameters']['WorkshopServiceIdParam'];
      };
      cookie?: never;
    };
    /**
     * Time slots of a service on one day
     * @description Addition beyond SPEC §7. Slots start every 30 minutes from 10:30 to 19:00 shop time, both
     *     included: 18 a day (SPEC §9), on the service's `opening_days`; a day the service is closed
     *     answers an empty list. A slot is `bookable` while it has not started, has places left and a
     *     session started then ends by the studio's closing time (its configured opening hours, 21:30
     *     as seeded, so that the longest class may start at 19:00).
     */
    get: operations['listWorkshopSlots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in member's bookings
     * @description Addition beyond SPEC §7 (account page). Confirmed, unpaid and cancelled bookings of the member, the latest session first.
     */
    get: operations['listMyBookings'];
    put?: never;
    /**
     * Book workshop places
     * @description Addition beyond SPEC §7. Holds the places (slot capacity never goes below zero; 409 when
     *     full) and answers a `pending_payment` booking, paid with `POST /api/bookings/{id}/pay/`.
     *     An unpaid hold lasts BOOKING_HOLD_SECONDS (15 minutes unless configured) from creation,
     *     its deadline in `hold_expires_at`; then the booking is `cancelled` and its places are free
     *     again, within 30 s whether or not anyone reads it. A slot that is not one of the day's slots (shop time zone of
     *     `Accept-Country`), has started, or more guests than the service's `max_guests` is a 422;
     *     `max_guests` counts per session, the entries of one request and a member's other bookings
     *     of that session (paid, or held) together (`too_many_guests` on the entry that goes over).
     *     Members get their tier's guest code (silver/gold ATELIERGUEST: 10% off, black
     *     VIPATELIERGUEST: 20% off) applied to their guests when they send it as `discount_code`:
     *     the member's own place (the first place of the booking) is full price, every further
     *     place is discounted. The guest codes are tier codes: who may use one is the promo's `tiers`
     *     (the console's), by the cart's rule and reasons: a code sent without a member's token is a
     *     422 `members_only`, a member of another tier or of none a 422 `tier` (`errors[0].field`
     *     `body.discount_code`, a sentence in `message`); a guest code outside the promo's dates (staff
     *     ended or deactivated it) and any other code a 422 `not_applicable`. The percentage is
     *     SPEC's (10 % / 20 %), whatever a promo row says.
     *     Paying checks it again (`POST /api/bookings/{id}/pay/`). Idempotent like order creation:
     *     same `Idempotency-Key` and body answer the original status and body, another body is a
     *     422, a missing key a 400.
     */
    post: operations['createBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    /**
     * One booking
     * @description Addition beyond SPEC §7. Reachable by its unguessable id (a member's booking needs its owner's token).
     */
    get: operations['getBooking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/verify/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a booking's payment with the provider
     * @description Addition beyond SPEC §7: `POST /api/verify/` for a booking (that route keeps answering
     *     orders only, so its answer stays one `Order`; gift card purchases are orders and use it).
     *     When the booking's latest payment is still `processing` (Stripe: 3-D Secure finished in
     *     the browser), the server retrieves the PaymentIntent and records a success (booking
     *     `confirmed`, e-mail queued) or failure (`payment_failed`, payable again while the hold
     *     lasts) exactly once, like the webhook; concurrent and repeated calls change nothing more.
     *     A success for a booking whose hold ran out meanwhile (`cancelled`, its places released) is
     *     refunded at once and the booking stays cancelled. Same access rule as reading the booking.
     */
    post: operations['verifyBookingPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/pay/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay a booking by card
     * @description Addition beyond SPEC §7. Same test cards and outcomes as `POST /api/orders/{id}/pay/`
     *     (a decline leaves the booking `payment_failed` and payable again while its hold lasts);
     *     409 once paid, cancelled, or when its hold (`hold_expires_at`) has expired. A booking with
     *     a guest code whose member is no longer of the code's tiers (like a cart's code at
     *     checkout) is a 409 with `errors: [{field: path.id, reason: promo_not_applicable}]` and
     *     nothing is charged: cancel it and book again.
     */
    post: operations['payBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/cancel/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel one of the member's bookings
     * @description Addition beyond SPEC §7. Only the member who booked (403 for anyone else, 401 without a
     *     token). An unpaid booking can be cancelled at any time; a confirmed one until 48 hours
     *     before its first session starts (`cancellable_until`), and its amount is refunded to the
     *     card it was paid with. The places are free again at once. 409 outside the rules or when
     *     already cancelled. A refund the payment provider refuses, or a provider that cannot be
     *     reached, changes nothing (the booking stays confirmed, its places kept, no e-mail): 502
     *     `payment_provider_error` with the provider's reason. Answers the cancelled booking.
     */
    post: operations['cancelBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gift-cards/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The gift card values offered in the requested currency
     * @description Addition beyond SPEC §7.
     */
    get: operations['getGiftCardOffer'];
    put?: never;
    /**
     * Buy a gift card
     * @description Addition beyond SPEC §7. Creates a `pending_payment` order with one gift-card line, paid
     *     with `POST /api/orders/{id}/pay/`. In the transaction that marks the order paid, a card
     *     with a unique, random code (16 characters of an unambiguous alphabet, about 80 bits) is
     *     issued, valid 12 months, and its e-mail to the recipient is queued (outbox) for
     *     `deliver_on` (shop time, today or up to 12 months ahead); the buyer gets the order
     *     confirmation. The code is never shown to the buyer. `face_value` is the card value the shopper picks (like picking a size), in
     *     minor units of the `Accept-Currency` currency; the server accepts only its offered
     *     values (422 otherwise) and computes the charge itself. Idempotent like order creation.
     */
    post: operations['buyGiftCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gift-cards/{code}/balance/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The gift card code. */
        code: components['parameters']['GiftCardCodeParam'];
      };
      cookie?: never;
    };
    /**
     * Balance of a gift card
     * @description Addition beyond SPEC §7. Rate limited (429) against code guessing. A code that does not
     *     exist, or a card not yet paid for, is a 404 (no hint which).
     */
    get: operations['getGiftCardBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/business/leads/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a business scenting enquiry
     * @description Addition beyond SPEC §7 (business-scenting /contact page). The lead is stored and an e-mail
     *     to the sales team (`SALES_EMAIL`) is queued in the same transaction (outbox). Spam
     *     protection: 5 enquiries per hour per client IP (429), and the honeypot field `website`
     *     (hidden from people, filled by bots): a request that fills it gets the same 201 with a
     *     fresh id, but nothing is stored or sent. Text is stored as typed and escaped in the e-mail.
     */
    post: operations['createBusinessLead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{partnership}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The partner's slug (the `partnership` of the quiz calls). */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    /**
     * Embed configuration of a partner
     * @description Addition beyond SPEC §7. Used by the embed widget page: which origins may frame it
     *     (the server also sends them as `Content-Security-Policy: frame-ancestors`) and the
     *     partner's allowed theme values.
     */
    get: operations['getPartnerConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/token/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff sign-in (separate from shoppers' login)
     * @description Addition beyond SPEC §7 (issue 24). Answers like `/api/token/` but carries no bearer credential: the
     *     session is only the `atelier_staff` cookie (HttpOnly, Secure, SameSite=Strict,
     *     Path=/api/admin, Max-Age 8 hours; idle sessions end after 30 minutes). `token` (and
     *     `csrf_token`, the same value) is the CSRF token every write must send as `X-CSRF-Token`.
     *     401 with the same message whether or not the e-mail has an account (also for a disabled
     *     account); 401 with `code: totp_required` when the account has a second factor and
     *     `totp_code` is missing or wrong. Throttled per client IP and per account (429 with
     *     `Retry-After`); the limits end with their window, so nobody can lock an account for good.
     */
    post: operations['adminSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/token/revoke/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff sign-out
     * @description Addition beyond SPEC §7 (issue 24). Revokes the session and clears the cookie.
     */
    post: operations['adminSignOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/session/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in staff member and the session's CSRF token
     * @description Addition beyond SPEC §7 (issue 24). The console calls it at start: 200 with the member and the CSRF token
     *     while the cookie's session is alive (each call keeps an active session from idling out),
     *     401 when there is none.
     */
    get: operations['getAdminSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/password/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change one's own staff password
     * @description Addition beyond SPEC §7 (issue 24). Needs the current password (400 on `body.current_password`, reason
     *     `incorrect`); the new one must not be easy to guess (400 on `body.new_password`, reason
     *     `too_common`). Clears `must_change_password`; the member's other sessions end, this one
     *     stays. Limited per member like sign-in.
     */
    post: operations['changeAdminPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/totp/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up a TOTP second factor
     * @description Addition beyond SPEC §7 (issue 24). Makes a new secret (RFC 6238: SHA-1, 6 digits, 30 s) for the signed-in
     *     member and answers it with its `otpauth://` URI for an authenticator app. Sign-in does not
     *     ask for codes until `POST /api/admin/totp/confirm/` proves the app has it; starting again
     *     replaces an unconfirmed secret (409 when the factor is already on).
     */
    post: operations['beginAdminTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/totp/confirm/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn the TOTP second factor on with a code from the app
     * @description Addition beyond SPEC §7 (issue 24). 400 on `body.code` (reason `invalid`) when the code does not match the
     *     secret of `POST /api/admin/totp/` (±1 time step); 409 when no setup was started or the
     *     factor is already on. Limited per member like sign-in.
     */
    post: operations['confirmAdminTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/totp/disable/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn one's own TOTP second factor off
     * @description Addition beyond SPEC §7 (issue 24). For a member who still has the app (a new phone, or they
     *     no longer want it): the current password (400 on `body.current_password`, reason `incorrect`)
     *     and a current code from the app (400 on `body.code`, reason `invalid`; a code already used
     *     does not count) are both needed, so a session left open is not enough. 409 when the factor
     *     is off. Audited (`staff.totp_disable`). Limited per member like sign-in. A lost phone is
     *     the owner's reset (`PATCH /api/admin/staff/{id}/`, `reset_totp`).
     */
    post: operations['disableAdminTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Staff accounts
     * @description Addition beyond SPEC §7 (issue 24). Owner only; by e-mail, disabled accounts last.
     */
    get: operations['listStaff'];
    put?: never;
    /**
     * Create a staff account with a one-time password
     * @description Addition beyond SPEC §7 (issue 24). Owner only. The answer carries the one-time password once (it is
     *     stored only as a hash); the new member must change it at first sign-in. 409 when the
     *     e-mail (case-insensitive) already has an account.
     */
    post: operations['inviteStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/staff/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The staff member's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Rename, change the role of, disable or re-enable a staff account
     * @description Addition beyond SPEC §7 (issue 24). Owner only. `disabled: true` ends the member's sessions at once;
     *     `reset_totp: true` turns their second factor off (a lost phone). The last active owner can
     *     be neither demoted nor disabled (422, reason `last_owner`). A stale `version` is a 409
     *     `VersionConflict` carrying the account as it is now.
     */
    patch: operations['updateStaff'];
    trace?: never;
  };
  '/api/admin/audit-log/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Who changed what, newest first
     * @description Addition beyond SPEC §7 (issue 24). Owner only. Every admin change writes one entry in the same transaction.
     */
    get: operations['listAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Orders for the console, newest first
     * @description Addition beyond SPEC §7 (operator console). Every order whatever its status, newest first,
     *     filtered by `status`, shipping `country`, the day it was placed (`date_from` and `date_to`,
     *     inclusive UTC days) and `q`: an order number (`100042` or `#100042`) or part of the
     *     shopper's e-mail address (case-insensitive).
     */
    get: operations['listAdminOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /**
     * One order with its payments, refunds and timeline
     * @description Addition beyond SPEC §7 (operator console). The order as the shopper sees it, plus its
     *     payment attempts (never card data), its refunds with who made them and why, what may still
     *     be refunded, which actions are open, and a timeline of what happened (placed, payments,
     *     fulfilled, refunded, cancelled, e-mails sent) in time order. An unpaid order whose hold ran
     *     out reads `cancelled`, as it does for the shopper.
     */
    get: operations['getAdminOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/fulfil/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a paid order as sent, with carrier and tracking
     * @description Addition beyond SPEC §7 (operator console). Only a `paid` order (409 otherwise: unpaid,
     *     already fulfilled, cancelled or refunded). The order becomes `fulfilled` with its carrier,
     *     tracking number and optional tracking URL, which the shopper then reads on their order page
     *     (`Order.fulfilment`); an "on its way" e-mail in the order's language is queued in the same
     *     transaction, and the change is written to the audit log.
     */
    post: operations['fulfilAdminOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/cancel/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an unpaid, or paid but not yet sent, order
     * @description Addition beyond SPEC §7 (operator console). An unpaid order (`pending_payment`,
     *     `payment_failed`) is cancelled like a lapsed hold: its stock, promo use and gift card money
     *     go back (409 while a payment is still processing at the provider). A `paid` order is
     *     refunded in full first (what is left after earlier refunds: the card part through the
     *     payment provider, the gift card part back to the card's balance, recorded as a refund of
     *     kind `cancel` and e-mailed to the shopper), then its stock (units not already returned by
     *     line refunds) and promo use go back. Each is returned once: a second cancel is a 409, as is
     *     cancelling a fulfilled, refunded or cancelled order. A refund the payment provider refuses,
     *     or a provider that cannot be reached, changes nothing: 502 `payment_provider_error` with
     *     the provider's reason. A paid order whose gift card has since been voided is a 409
     *     `gift_card_voided` (see the refund operation). Written to the audit log.
     */
    post: operations['cancelAdminOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/refunds/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refund a paid order in full, by amount or by lines
     * @description Addition beyond SPEC §7 (operator console). Only a `paid` or `fulfilled` order (409
     *     otherwise). `kind`:
     *     - `full`: everything not refunded yet;
     *     - `amount`: `amount` (required, minor units of the order's currency);
     *     - `lines`: `lines` (required) with quantities; each line is worth its unit price times the
     *       quantity less its share of the promo discount (rounded down), and its units go back to
     *       stock. A line cannot be refunded for more units than were bought less those refunded.
     *     Never more than was paid (card and gift card) less what was refunded: a 400 on
     *     `body.amount` (or `body.lines`) saying how much is left. The money goes back to the card
     *     first, through the payment provider's refund; what exceeds the card payment returns to the
     *     gift card that paid part of the order. Recorded with who made it and why, written to the
     *     audit log, and e-mailed to the shopper. When everything paid has been refunded the order
     *     becomes `refunded`. The order row is locked meanwhile, so concurrent refunds never exceed
     *     the paid amount. Idempotent: a repeated `Idempotency-Key` answers the first refund (201);
     *     the same key with a different request is a 422.
     *
     *     A refund the payment provider refuses (a disputed charge, ...) or a provider that cannot be
     *     reached changes nothing (no refund recorded, no stock, gift card money or promo use given
     *     back, no e-mail, no audit entry): 502 `payment_provider_error`, `message` naming the
     *     provider's reason and `errors: [{field: payment_provider, reason}]`. Retrying is safe.
     *
     *     Chosen for an order paid partly with a gift card staff have since voided: the gift card part
     *     never goes back onto the voided card (its money was taken away on purpose, e.g. a stolen
     *     code). A refund that would return anything to it is a 409 `gift_card_voided`, decided
     *     before the provider is asked, and nothing changes; staff refund at most the card part, or
     *     issue the shopper a new gift card for the rest from the gift cards screen.
     */
    post: operations['refundAdminOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Products for the console (search, filters, paged)
     * @description Addition beyond SPEC §7 (operator console). Every product, published or not, as stored now
     *     (never a cached answer). `q` matches the name in any language, the slug or a SKU (the
     *     product's or a variant's).
     */
    get: operations['adminListProducts'];
    put?: never;
    /**
     * Add a product with its first variant
     * @description Addition beyond SPEC §7 (operator console). A product of one of the shop's types, its
     *     names in every language, a slug (its address in the store) and a SKU, and a first variant
     *     with its label, size (perfume bottles only), starting stock and a price in every currency
     *     the shop sells in. Unpublished unless `published` is true (a merchandiser publishes it
     *     once its photographs are in). 409 when the slug, the SKU or the variant's SKU is taken
     *     (`errors` names the field). Written in one transaction with its audit entry
     *     (`product.create`).
     */
    post: operations['adminCreateProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/catalogue-terms/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The collections and tags a product can be given
     * @description Addition beyond SPEC §7 (operator console). Every collection and every store tag (partners'
     *     own tags are not listed), in the store's order, for the product screen's choices.
     */
    get: operations['adminListCatalogueTerms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
      };
      cookie?: never;
    };
    /**
     * One product with its texts, variants, stock and prices
     * @description Addition beyond SPEC §7 (operator console). Every language's texts, every price set per currency.
     */
    get: operations['adminGetProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a product's names, descriptions or publication
     * @description Addition beyond SPEC §7 (operator console).
     *     Sends the `version` the change was made on; when someone else changed the product since,
     *     nothing is written and the answer is 409 with the product as it is now. A change is
     *     recorded in the audit log with before and after. Unpublishing keeps the product in old
     *     carts and orders; the store stops selling it.
     */
    patch: operations['adminUpdateProduct'];
    trace?: never;
  };
  '/api/admin/products/{id}/variants/{variantId}/prices/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
        /** @description The id of one of the product's variants. */
        variantId: components['parameters']['AdminVariantId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Set a variant's price in each currency
     * @description Addition beyond SPEC §7 (operator console).
     *     Replaces the variant's prices: one per currency listed, in minor units of that currency
     *     (a currency left out has no price of its own and is converted from SGD, as the store
     *     does). Version-checked like the product's PATCH. New carts and the next precheckout see
     *     the new price; a cart priced before is told at precheckout that the price moved.
     */
    put: operations['adminSetVariantPrices'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{id}/variants/{variantId}/stock-adjustments/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
        /** @description The id of one of the product's variants. */
        variantId: components['parameters']['AdminVariantId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add or remove units of a variant's stock
     * @description Addition beyond SPEC §7 (operator console).
     *     A relative change (`delta`), applied in one conditional update, so it cannot lose a
     *     shopper's order placed at the same moment and never takes the stock below zero (400 naming
     *     `delta`). Not version-checked: stock moves with every order. Recorded in the audit log
     *     with the reason.
     */
    post: operations['adminAdjustStock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{id}/images/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a photograph into a product's gallery
     * @description Addition beyond SPEC §7 (operator console).
     *     The request body is the photograph itself (not a form), with its type as Content-Type;
     *     the alt texts are query parameters. What counts is the file's bytes, not its name or the
     *     type sent: JPEG, PNG, WebP or AVIF only (anything else, a damaged file or an empty body is
     *     a 400 naming `body`), at most 10 MB (413) and 8000×8000 pixels (400). The picture is
     *     re-encoded upright with no metadata kept (EXIF, GPS position, camera, XMP), stored in the
     *     database every server process reads, and served at `/media/uploads/<hash>.<ext>` with the
     *     same widths and AVIF/WebP/JPEG derivatives as the demo pictures. It is placed last in the
     *     gallery (the main picture when the product has none). Version-checked like the product's
     *     PATCH; raises the version and is recorded in the audit log.
     */
    post: operations['adminUploadProductImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/products/{id}/images/{imageId}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
        /** @description The picture's id (`AdminProductImage.id`). */
        imageId: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Take a picture off a product
     * @description Addition beyond SPEC §7 (operator console). The next picture becomes the main one when
     *     the main one is taken off. The stored photograph (`/media/uploads/...`) is deleted in the
     *     same transaction when nothing uses it any more (no product's picture, CMS page, tag, quiz
     *     answer or workshop names it): orders keep no picture of their own, and the store's page
     *     caches are emptied by the same commit. Version-checked like the product's PATCH; audited.
     */
    delete: operations['adminDeleteProductImage'];
    options?: never;
    head?: never;
    /**
     * Change a picture's alt texts or its place in the gallery
     * @description Addition beyond SPEC §7 (operator console). `position` 0 is first, and the first picture
     *     is the product's main one. Version-checked like the product's PATCH; audited.
     */
    patch: operations['adminUpdateProductImage'];
    trace?: never;
  };
  '/api/admin/promos/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Promo and tier codes (search, state, paged) with their usage
     * @description Addition beyond SPEC §7 (operator console). Every code as stored now, newest first. `q`
     *     matches part of the code or of the English description; `state` is the code's state now
     *     (`AdminPromoState`).
     */
    get: operations['adminListPromos'];
    put?: never;
    /**
     * Create a promo or tier code
     * @description Addition beyond SPEC §7 (operator console). The code works in the store's carts at once
     *     (from `starts_at` when given). Codes are unique whatever their case (a taken one is a 400
     *     naming `code`). Recorded in the audit log.
     */
    post: operations['adminCreatePromo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promos/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The promo's id. */
        id: number;
      };
      cookie?: never;
    };
    /**
     * One promo code with its rules and usage
     * @description Addition beyond SPEC §7 (operator console).
     */
    get: operations['adminGetPromo'];
    /**
     * Change a promo code's rules, limits and dates
     * @description Addition beyond SPEC §7 (operator console). Replaces the code's terms, on the `version`
     *     the change was made on (stale: 409 with the code as it is now, nothing written). A usage
     *     limit below the uses already made, or a code another promo has, is refused (400 naming
     *     the field). Carts re-check
     *     the code at precheckout, so the new terms apply from the next check. Audited.
     */
    put: operations['adminUpdatePromo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/promos/{id}/deactivate/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The promo's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop a promo code now
     * @description Addition beyond SPEC §7 (operator console). The code ends now (its end date becomes now,
     *     so every cart and precheckout refuses it as ended); orders already placed keep their
     *     discount. Version-checked like the PUT; a code already deactivated answers as it is.
     *     Audited.
     */
    post: operations['adminDeactivatePromo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gift-cards/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Gift cards (code or e-mail search, status, paged)
     * @description Addition beyond SPEC §7 (operator console). Newest first. `q` is a whole code (with or
     *     without dashes, any case), its last 4 characters, or part of the recipient's e-mail. The
     *     list never shows a full code: `code_last4` only.
     */
    get: operations['adminListGiftCards'];
    put?: never;
    /**
     * Issue a gift card (e-mailed to its recipient)
     * @description Addition beyond SPEC §7 (operator console). A new active card of `amount` minor units of
     *     `currency`, valid 12 months, e-mailed to the recipient with the store's gift card e-mail.
     *     Audited (the code never enters the log: its last 4 characters only).
     */
    post: operations['adminIssueGiftCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gift-cards/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The gift card's id. */
        id: number;
      };
      cookie?: never;
    };
    /**
     * One gift card with its full code, balance and history
     * @description Addition beyond SPEC §7 (operator console).
     */
    get: operations['adminGetGiftCard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gift-cards/{id}/void/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The gift card's id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Void a gift card (its balance goes to zero)
     * @description Addition beyond SPEC §7 (operator console). The balance becomes zero and the card is
     *     refused at checkout from now on; the reason is kept on the card and in the audit log. A
     *     card already voided is a 409.
     */
    post: operations['adminVoidGiftCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscribers/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Newsletter subscribers (e-mail search, status, country, paged)
     * @description Addition beyond SPEC §7 (operator console). Newest first. Statuses: `confirmed`,
     *     `pending` (asked, link not opened yet) and `unsubscribed` (left through an unsubscribe
     *     link; kept so the shop never mails it again, until it signs up and confirms anew).
     */
    get: operations['adminListSubscribers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/subscribers/export/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Newsletter subscribers as a CSV file
     * @description Addition beyond SPEC §7 (operator console). Every subscriber matching the same filters as
     *     the list (all pages), as RFC 4180 CSV (UTF-8, CRLF, a header row: email, status, country,
     *     language, source, subscribed_at, confirmed_at). A cell starting with `=`, `+`, `-` or `@`
     *     is prefixed with `'` so spreadsheets do not run it as a formula. The export is recorded in
     *     the audit log (who exported which filters).
     */
    get: operations['adminExportSubscribers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/workshops/services/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The workshop services with their days, hours and capacity
     * @description Addition beyond SPEC §7 (operator console). Every service in shop order (seven at most, one page).
     */
    get: operations['adminListWorkshopServices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/workshops/services/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description Workshop service id (1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA). */
        id: components['parameters']['WorkshopServiceIdParam'];
      };
      cookie?: never;
    };
    /**
     * One workshop service
     * @description Addition beyond SPEC §7 (operator console).
     */
    get: operations['adminGetWorkshopService'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a service's opening days, hours or capacity per slot
     * @description Addition beyond SPEC §7 (operator console). Sends the `version` the change was made on
     *     (stale: 409 with the service as it is now, nothing written). A new capacity applies to
     *     every slot not started yet, but never below the places already booked in a slot (those
     *     slots keep their booked count as capacity). Hours are the first and last start of the day
     *     in the studio's time zone, on the half hour, within 10:30–19:00. Audited.
     */
    patch: operations['adminUpdateWorkshopService'];
    trace?: never;
  };
  '/api/admin/bookings/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * The bookings of one day at one country's studio
     * @description Addition beyond SPEC §7 (operator console). Every booking made in `country` with a session
     *     on `date` (the studio's calendar day, in its time zone), by first session then when it was
     *     made, and the day's slots that have bookings (capacity and places taken). Unpaid bookings
     *     whose hold ran out read `cancelled`.
     */
    get: operations['adminListDayBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    /**
     * One booking with its sessions
     * @description Addition beyond SPEC §7 (operator console).
     */
    get: operations['adminGetBooking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/move/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move one session of a booking to another time
     * @description Addition beyond SPEC §7 (operator console). Moves the session `entry_id` of a booking that
     *     is not cancelled to `start` (a slot of the same service at the booking's studio, not
     *     started, on an opening day and within the service's hours: 422 naming `body.start`
     *     otherwise). The new slot's places are taken with one conditional update, so a slot is
     *     never overbooked (409 `slot_full` when the places are not there); the old slot's places go
     *     back in the same transaction. The shopper is e-mailed the new time. Audited.
     */
    post: operations['adminMoveBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/cancel/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a booking (a paid one is refunded in full)
     * @description Addition beyond SPEC §7 (operator console). At any time (the shopper's 48-hour limit does
     *     not apply to the shop). A paid booking's payment is refunded in full through the payment
     *     provider first; the places go back to their slots once;
     *     the shopper is e-mailed. 409 when already cancelled or a payment is still processing.
     *     Audited with the reason. A refund the payment provider refuses, or a provider that cannot
     *     be reached, changes nothing (booking, places, payment, e-mail, audit): 502
     *     `payment_provider_error` with the provider's reason.
     */
    post: operations['adminCancelBooking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Members (search by name or e-mail, tier; paged)
     * @description Addition beyond SPEC §7 (operator console). Newest members first. Never a password hash
     *     or token.
     */
    get: operations['adminListCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    /**
     * One member with profile, tier, orders and bookings
     * @description Addition beyond SPEC §7 (operator console). The latest 50 orders and 50 bookings. Never a
     *     password hash, token or reset token.
     */
    get: operations['adminGetCustomer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Business leads by pipeline status (paged)
     * @description Addition beyond SPEC §7 (operator console). Newest first; `counts` gives every status's
     *     total for the same search, so the console can show the pipeline. An enquiry from the
     *     business contact form arrives as `new`.
     */
    get: operations['adminListLeads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/leads/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The business lead's id. */
        id: components['parameters']['AdminLeadId'];
      };
      cookie?: never;
    };
    /**
     * One lead with its enquiry and notes
     * @description Addition beyond SPEC §7 (operator console).
     */
    get: operations['adminGetLead'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Move a lead in the pipeline
     * @description Addition beyond SPEC §7 (operator console). Version-checked (stale: 409 with the lead as
     *     it is now). Records who changed the status and when; audited.
     */
    patch: operations['adminUpdateLead'];
    trace?: never;
  };
  '/api/admin/leads/{id}/notes/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The business lead's id. */
        id: components['parameters']['AdminLeadId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a note to a lead
     * @description Addition beyond SPEC §7 (operator console). Kept with who wrote it and when; audited. Not version-checked (notes only add).
     */
    post: operations['adminAddLeadNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/pages/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Store and business CMS pages for the console (search, filters, paged)
     * @description Addition beyond SPEC §7 (operator console). One row per page and locale (base slug,
     *     country, language), published or draft only, by slug then country and language. `q`
     *     matches the base slug or the title (the draft's when there is one).
     */
    get: operations['adminListPages'];
    put?: never;
    /**
     * Start a new page in one country and language (an unpublished draft)
     * @description Addition beyond SPEC §7 (operator console). The page starts as a draft with the title
     *     (also its SEO title) and no blocks, or with the SEO fields and blocks of the page named in
     *     `copy_from` (a translation); shoppers see it once it is published. The slug follows the
     *     content import's rule (lower-case letters and digits between single dashes). Only pages
     *     the shop can show are made: a store page is one of the store's own pages (`home`, `faq`,
     *     `terms-conditions`, `shipping-information`, `perfume-best-creations`: the store has a
     *     route for these alone), in another country or language; a business page starts with
     *     `business-` (the area's landing page `business-scenting` or a custom page),
     *     `business-product-`, `success-story-` or `press-release-`. The country must be one of the
     *     shop's and the language one it offers there. 409 when the page already exists in that
     *     country and language. Recorded in the audit log.
     */
    post: operations['adminCreatePage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/pages/{slug}/{country}/{language}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    /**
     * One page in one country and language, block by block, as an editor works on it
     * @description Addition beyond SPEC §7 (operator console). The draft when there is one, otherwise the
     *     published page; `version` is what a save or publish must send. `preview_url` opens the
     *     store's draft view of the page (the editors' preview token in it).
     */
    get: operations['adminGetPage'];
    /**
     * Save the page's draft (title, SEO fields and blocks)
     * @description Addition beyond SPEC §7 (operator console). Replaces the draft (made from the published
     *     page on the first save); shoppers keep seeing the published page until it is published.
     *     Checked like the content import (`npm run content:import`): the same rules and the same
     *     HTML sanitising (a script element is dropped with its content). Sends the `version` the edit
     *     was made on; when someone else saved or published since, nothing is written and the answer
     *     is 409 with the page as it is now. Recorded in the audit log.
     */
    put: operations['adminSavePageDraft'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/pages/{slug}/{country}/{language}/publish/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish the page's draft
     * @description Addition beyond SPEC §7 (operator console). The draft becomes the published page and the
     *     draft is gone; the store serves it on the next request (the catalogue version the
     *     database raises in this commit empties every process's page and response caches).
     *     Version-checked like the save; 422 when the page has no draft. Recorded in the audit log.
     */
    post: operations['adminPublishPage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/pages/{slug}/{country}/{language}/discard/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Throw the page's draft away (back to the published page)
     * @description Addition beyond SPEC §7 (operator console). The unpublished changes are gone and the
     *     editor works on the published page again, under a new version (so a save made on the
     *     draft's version is a 409). 422 `no_draft` when there is no draft, `not_published` when
     *     the page was never published (there is nothing to go back to). Version-checked like the
     *     save; recorded in the audit log.
     */
    post: operations['adminDiscardPageDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/pages/{slug}/{country}/{language}/unpublish/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take the page off the shop (its content stays as a draft)
     * @description Addition beyond SPEC §7 (operator console). Shoppers no longer see the page (its address
     *     is a not-found page on the next request: the catalogue version empties every process's
     *     caches); its content is kept as the draft (an existing draft stays as it is), so it can be
     *     published again. 422 `not_published` when it is not published. Version-checked like the
     *     save; recorded in the audit log.
     */
    post: operations['adminUnpublishPage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/partners/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Partner sites that embed the quiz (search, paged)
     * @description Addition beyond SPEC §7 (operator console). By slug; `q` matches the slug or the name.
     */
    get: operations['adminListPartners'];
    put?: never;
    /**
     * Add a partner
     * @description Addition beyond SPEC §7 (operator console). Allowed origins are https origins (scheme and
     *     host, an optional port; no path, no wildcard), or http for localhost and 127.0.0.1 (a
     *     partner's page on their own computer, a secure context for browsers); the widget page lets them frame
     *     it from the next request. 409 when the slug is taken. Recorded in the audit log.
     */
    post: operations['adminCreatePartner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/partners/{partnership}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    /**
     * One partner with its origins, theme, quiz set and snippet
     * @description Addition beyond SPEC §7 (operator console).
     */
    get: operations['adminGetPartner'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a partner's name, allowed origins or theme
     * @description Addition beyond SPEC §7 (operator console). Version-checked (409 with the partner as it is
     *     now). Origins as for the create; an origin added may frame the widget from the next
     *     request, one removed no longer can. Recorded in the audit log.
     */
    patch: operations['adminUpdatePartner'];
    trace?: never;
  };
  '/api/admin/partners/{partnership}/quiz/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Choose which quiz a partner's embed shows (the shop's, or its own questions)
     * @description Addition beyond SPEC §7 (operator console). `store`: the embed and `/api/questions/?partnership=`
     *     serve the shop's quiz; the partner's own questions are kept (hidden), so choosing `own` again
     *     brings them back. `own`: the partner's own questions; a partner without any gets a copy of
     *     the shop's quiz (questions, answers, their tags and moods) to edit. Served from the next
     *     request (the quiz answers are never cached). Version-checked on the partner (409 with the
     *     partner as it is now). Recorded in the audit log (`partner.quiz_source`).
     */
    put: operations['adminSetPartnerQuiz'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/partners/{partnership}/quiz/order/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Put a partner's own questions in a new order
     * @description Addition beyond SPEC §7 (operator console). `question_ids` lists every one of the partner's
     *     own questions once, in the new order (400 naming `body.question_ids` otherwise); 422 while
     *     the partner shows the shop's quiz. Version-checked on the partner (409 with the partner as
     *     it is now). Recorded in the audit log (`partner.quiz_order`).
     */
    put: operations['adminReorderPartnerQuiz'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/partners/{partnership}/quiz/questions/{id}/': {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
        /** @description One of the partner's own questions. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the texts of one of a partner's own questions and its answers
     * @description Addition beyond SPEC §7 (operator console). The prompt and answer labels in all four
     *     languages, plain text (no `<` or `>`), not blank once trimmed; an answer is named by its id
     *     and must belong to the question (400 naming the field). 404 for a question that is not one of
     *     the partner's own; 422 while the partner shows the shop's quiz (its texts are the shop's).
     *     The embed shows the new texts from the next request. Version-checked on the partner (409
     *     with the partner as it is now). Recorded in the audit log (`partner.quiz_text`).
     */
    patch: operations['adminUpdatePartnerQuizQuestion'];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The process answers. */
    HealthLive: {
      /** @constant */
      status: 'ok';
    };
    /** @description One dependency of readiness. */
    HealthCheck: {
      /** @description True when the dependency answered as needed. */
      ok: boolean;
      /** @description Why it is not ready, e.g. `migration 0019_x is not applied` (never a connection string). */
      reason?: string;
    };
    /** @description Whether this process can serve, and each check behind it. */
    HealthReady: {
      /** @enum {string} */
      status: 'ready' | 'not_ready';
      checks: {
        database: components['schemas']['HealthCheck'];
        migrations: components['schemas']['HealthCheck'];
        /** @description Present only when REDIS_URL is set. */
        redis?: components['schemas']['HealthCheck'];
      };
    };
    /**
     * @description The one error body of every 4xx/5xx response.
     * @example {
     *       "message": "Validation failed",
     *       "status": 400,
     *       "errors": [
     *         {
     *           "field": "quantity",
     *           "reason": "must be >= 1"
     *         }
     *       ]
     *     }
     * @example {
     *       "message": "The email already exists",
     *       "status": 409,
     *       "email": "shopper@example.com"
     *     }
     * @example {
     *       "message": "The security token of this page is missing or out of date",
     *       "status": 403,
     *       "code": "csrf"
     *     }
     */
    Error: {
      /** @description Human-readable, in the request's language. */
      message: string;
      /** @description Same as the HTTP status. */
      status: number;
      /** @description Per-field problems (400 validation, 409 stock per line). */
      errors?: components['schemas']['FieldError'][];
      /**
       * @description Echo of the submitted e-mail on failures of the newsletter and back-in-stock calls,
       *     for the SPEC §8 second request helper (`{error: true, email}`).
       */
      email?: string;
      /**
       * @description A stable reason where the status alone is not enough (admin operations): `csrf` (403,
       *     X-CSRF-Token missing or wrong), `role` (403, the staff role may not do this),
       *     `password_change_required` (403, change the one-time password first), `totp_required`
       *     (401, the account's second-factor code is missing or wrong), `payment_provider_error`
       *     (502, the payment provider refused a refund or could not be reached; nothing changed),
       *     `gift_card_voided` (409, a refund would return money to a gift card staff voided).
       */
      code?: string;
    };
    FieldError: {
      /** @description Dotted path of the field, e.g. `shipping_address.phone`. */
      field: string;
      reason: string;
    };
    /** @description Amount in minor units of the enclosing object's `currency` (none for zero-decimal currencies). */
    MinorUnits: number;
    /**
     * @description Upper-case ISO 4217 code of a store currency.
     * @enum {string}
     */
    CurrencyCode: 'SGD' | 'USD' | 'VND' | 'KRW' | 'AED';
    /** @description Two-letter country code, lower-case as in URL paths. */
    CountryCode: string;
    /**
     * @description Store language (SPEC §2).
     * @default en
     * @enum {string}
     */
    LanguageCode: 'en' | 'ar' | 'zh-hans' | 'vi';
    /**
     * Format: email
     * @description E-mail address: local part, @, domain with a dot-separated suffix of at least 2 letters (SPEC §5).
     */
    Email: string;
    /** @description Phone number, digits with optional leading + and spaces or dashes. */
    Phone: string;
    Slug: string;
    /** @description Partner slug. */
    PartnershipSlug: string;
    /**
     * Format: uri-reference
     * @description Where the image is: a root-relative path on the shop's own host (`/media/products/x.svg`), resolved against whichever host the page was loaded from, so images work on the configured public origin, on 127.0.0.1 or on a preview host alike (and the CSP's `img-src 'self'` allows them); or an absolute `https://` URL for an image hosted elsewhere. Consumers that need an absolute URL outside a page (structured data, e-mails) resolve it against the shop's origin.
     */
    ImageUrl: string;
    /** @description A numeric product id or a product slug. */
    ProductRef: string;
    PromoCode: string;
    GiftCardCode: string;
    /** @description Tag group, e.g. `scent_family`. */
    TagGroup: string;
    Currency: {
      code: components['schemas']['CurrencyCode'];
      name: string;
      symbol: string;
      /** @description Whether the symbol goes before the number. */
      is_left: boolean;
      /**
       * @description Digits of the minor unit (0 for zero-decimal currencies).
       * @enum {integer}
       */
      decimals: 0 | 2;
    };
    /**
     * @example {
     *       "code": "sg",
     *       "name": "Singapore",
     *       "language": {
     *         "code": "en"
     *       },
     *       "currency": {
     *         "code": "SGD",
     *         "name": "Singapore Dollar",
     *         "symbol": "S$",
     *         "is_left": true,
     *         "decimals": 2
     *       }
     *     }
     * @example {
     *       "code": "vn",
     *       "name": "Vietnam",
     *       "language": {
     *         "code": "vi"
     *       },
     *       "currency": {
     *         "code": "VND",
     *         "name": "Vietnamese Dong",
     *         "symbol": "₫",
     *         "is_left": false,
     *         "decimals": 0
     *       }
     *     }
     */
    Country: {
      code: components['schemas']['CountryCode'];
      /** @description Localized country name. */
      name: string;
      /** @description The country's default language. */
      language: {
        code: components['schemas']['LanguageCode'];
      };
      currency: components['schemas']['Currency'];
    };
    /**
     * @example {
     *       "base": "SGD",
     *       "currency": "USD",
     *       "rate": 0.74,
     *       "updated_at": "2025-01-15T00:00:00Z"
     *     }
     */
    ExchangeRate: {
      /**
       * @description Rates are quoted from SGD.
       * @constant
       */
      base: 'SGD';
      currency: components['schemas']['CurrencyCode'];
      /** @description Major units of `currency` per 1 SGD; an amount in `currency` divided by it gives SGD (SPEC §9). */
      rate: number;
      /** Format: date-time */
      updated_at: string;
    };
    LoginRequest: {
      email: components['schemas']['Email'];
      password: string;
    };
    RegisterRequest: {
      email: components['schemas']['Email'];
      /** @description At least 8 characters and not easy to guess (a zxcvbn score of 2 or more, the member's e-mail and names counting as known words); else a 400 on `body.password` with reason `too_common`, checked before anything else, so it says nothing of the address. */
      password: string;
      first_name: string;
      last_name: string;
      phone?: components['schemas']['Phone'];
      /** @default false */
      marketing_opt_in?: boolean;
    };
    RegistrationReceived: {
      /** @description The address as submitted. */
      email: string;
      /**
       * @description The same text whether or not the address was free, e.g. "Thank you. We have sent an
       *     e-mail about your account to this address."
       */
      message: string;
    };
    TokenRefreshRequest: {
      refresh_token: string;
    };
    TokenRevokeRequest: {
      refresh_token: string;
    };
    TokenPair: {
      /** @description JWT access token. */
      token: string;
      /** @description Single-use refresh token. */
      refresh_token: string;
    };
    VerifyPaymentRequest: {
      /** Format: uuid */
      order_id: string;
    };
    PasswordChangeRequest: {
      current_password: string;
      /** @description As a registration's password; else a 400 on `body.new_password`, reason `too_common`. */
      new_password: string;
    };
    /** @description The fields to change; at least one. `current_password` is needed when `email` changes. */
    UserUpdateRequest: {
      first_name?: string;
      last_name?: string;
      /** @description A phone number, or null to remove it. */
      phone?: components['schemas']['Phone'] | null;
      email?: components['schemas']['Email'];
      current_password?: string;
    };
    PasswordResetRequest: {
      email: components['schemas']['Email'];
    };
    PasswordResetReceived: {
      /** @description The address as submitted. */
      email: string;
      /**
       * @description The same text whether or not the address has an account, e.g. "If an account exists
       *     for this address, we have sent it a link to choose a new password."
       */
      message: string;
    };
    PasswordResetConfirmRequest: {
      /** @description The token of the reset link (after `#token=`). */
      token: string;
      /** @description As a registration's password; else a 400 on `body.new_password`, reason `too_common`. */
      new_password: string;
    };
    VerifyRequest: {
      token: string;
    };
    TokenVerification: {
      /** @constant */
      valid: true;
      user_id: number;
      /** Format: date-time */
      expires_at: string;
    };
    /** @enum {string} */
    MembershipTier: 'silver' | 'gold' | 'black';
    /**
     * @example {
     *       "id": 42,
     *       "email": "shopper@example.com",
     *       "first_name": "Mei",
     *       "last_name": "Tan",
     *       "phone": "+65 9123 4567",
     *       "membership_tier": "gold",
     *       "workshop_guest_code": "ATELIERGUEST",
     *       "marketing_opt_in": true,
     *       "date_joined": "2024-03-01T09:30:00Z"
     *     }
     */
    User: {
      id: number;
      email: components['schemas']['Email'];
      first_name: string;
      last_name: string;
      phone: components['schemas']['Phone'] | null;
      /** @description Null until the member reaches a tier. */
      membership_tier: components['schemas']['MembershipTier'] | null;
      /**
       * @description Workshop guest discount code of the tier (silver/gold ATELIERGUEST, black VIPATELIERGUEST; SPEC §6).
       * @enum {string|null}
       */
      workshop_guest_code: 'ATELIERGUEST' | 'VIPATELIERGUEST' | null;
      marketing_opt_in: boolean;
      /** Format: date-time */
      date_joined: string;
    };
    /**
     * @example {
     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl",
     *       "refresh_token": "rt_7d1f0c2a9b8e4f6a8c3d",
     *       "user": {
     *         "id": 42,
     *         "email": "shopper@example.com",
     *         "first_name": "Mei",
     *         "last_name": "Tan",
     *         "phone": null,
     *         "membership_tier": null,
     *         "workshop_guest_code": null,
     *         "marketing_opt_in": false,
     *         "date_joined": "2024-03-01T09:30:00Z"
     *       }
     *     }
     */
    LoginRecord: {
      /** @description JWT access token. */
      token: string;
      /** @description Single-use refresh token. */
      refresh_token: string;
      user: components['schemas']['User'];
    };
    /**
     * @example {
     *       "id": 7,
     *       "slug": "faq-sg-en",
     *       "title": "Frequently asked questions",
     *       "country": "sg",
     *       "language": "en",
     *       "is_draft": false,
     *       "seo": {
     *         "title": "FAQ",
     *         "description": "Answers about orders and workshops",
     *         "image": null
     *       },
     *       "blocks": [
     *         {
     *           "id": "b1",
     *           "type": "rich_text",
     *           "data": {
     *             "html": "<p>Hello</p>"
     *           }
     *         }
     *       ],
     *       "alternates": [
     *         {
     *           "country": "sg",
     *           "language": "zh-hans",
     *           "slug": "faq-sg-zh-hans"
     *         }
     *       ],
     *       "updated_at": "2025-01-10T08:00:00Z"
     *     }
     */
    CmsPage: {
      id: number;
      /** @description Full slug `{slug}-{country}-{language}`. */
      slug: string;
      title: string;
      country: components['schemas']['CountryCode'];
      language: components['schemas']['LanguageCode'];
      is_draft: boolean;
      seo: {
        title: string;
        description: string | null;
        image: components['schemas']['ImageUrl'] | null;
      };
      blocks: components['schemas']['CmsBlock'][];
      /** @description The same page in other countries/languages (for alternate link tags). */
      alternates: {
        country: components['schemas']['CountryCode'];
        language: components['schemas']['LanguageCode'];
        slug: string;
      }[];
      /** Format: date-time */
      updated_at: string;
    };
    CmsPageSummary: {
      /** @description Full slug `{slug}-{country}-{language}`. */
      slug: string;
      /** @description The base slug without the collection prefix (`success-story-hotel-lumiere` → `hotel-lumiere`), used in the page's path. */
      key: string;
      title: string;
      description: string | null;
      image: components['schemas']['ImageUrl'] | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description One content block; `data` is free-form per block `type` (editor content). Types rendered:
     *     `hero`, `heading`, `rich_text` (`text`, `paragraph`), `image`, `image_text`, `quote`,
     *     `product_grid` (a product list), `cta`, `faq`, `table`; unknown types are skipped. HTML in
     *     `data.html` is sanitised by the server against an allow-list before it is stored or sent.
     */
    CmsBlock: {
      id: string;
      type: string;
      data: Record<string, unknown>;
    };
    /**
     * @example {
     *       "id": 1,
     *       "title": "When do you wear perfume most?",
     *       "description": null,
     *       "order": 0,
     *       "multiple": false,
     *       "partnership": null
     *     }
     */
    Question: {
      id: number;
      /** @description Localized question text. */
      title: string;
      description: string | null;
      order: number;
      /** @description Whether several answers may be chosen. */
      multiple: boolean;
      partnership: components['schemas']['PartnershipSlug'] | null;
    };
    /**
     * @example {
     *       "id": 3,
     *       "question_id": 1,
     *       "text": "In the evening",
     *       "image": null,
     *       "order": 1,
     *       "tag_ids": [
     *         12
     *       ]
     *     }
     */
    Answer: {
      id: number;
      question_id: number;
      /** @description Localized answer text. */
      text: string;
      image: components['schemas']['ImageUrl'] | null;
      order: number;
      tag_ids: number[];
      /** @description Addition beyond SPEC §7: who the perfume is for, when this answer says so (a "Who is the perfume for?" question of the set). A set with such answers needs no separate gender step; the outcome takes the gender from the answer chosen. */
      gender?: components['schemas']['Gender'] | null;
    };
    /**
     * @example {
     *       "id": 12,
     *       "name": "Woody",
     *       "slug": "woody",
     *       "group": "scent_family",
     *       "description": "Warm cedar and sandalwood",
     *       "image": null,
     *       "quiz": true
     *     }
     */
    Tag: {
      id: number;
      /** @description Localized name. */
      name: string;
      slug: components['schemas']['Slug'];
      group: components['schemas']['TagGroup'];
      description: string | null;
      image: components['schemas']['ImageUrl'] | null;
      /** @description Used by the scent quiz. */
      quiz: boolean;
    };
    /** @description Scent mood (SPEC §3): 0 fresh (day), 1 elegant (day), 2 seductive (night), 3 bold (night). */
    ScentMood: {
      /** @enum {integer} */
      id: 0 | 1 | 2 | 3;
      /** @enum {string} */
      name: 'fresh' | 'elegant' | 'seductive' | 'bold';
      /** @enum {string} */
      time_of_day: 'day' | 'night';
    };
    /** @enum {string} */
    Gender: 'Female' | 'Male' | 'Neutral';
    QuizAnswerSelection: {
      question_id: number;
      answer_ids: number[];
    };
    CreateOutcomeRequest: {
      answers: components['schemas']['QuizAnswerSelection'][];
      /** @description The partner whose quiz was taken; absent for the store's quiz. */
      partnership?: components['schemas']['PartnershipSlug'];
      /** @description Who the perfume is for; wins over the gender an answer implies. Recommendations are limited to products made for that gender. */
      gender?: components['schemas']['Gender'];
    };
    /**
     * @description A quiz result.
     * @example {
     *       "id": "2b1e6f0c-3c55-4f7e-9d0a-6f3a1f0b9c11",
     *       "personality_choice": {
     *         "id": 5,
     *         "personality": {
     *           "id": 2,
     *           "title": "The Free Spirit",
     *           "description": "Fresh and bright.",
     *           "image": null
     *         },
     *         "mood": {
     *           "id": 0,
     *           "name": "fresh",
     *           "time_of_day": "day"
     *         }
     *       },
     *       "answers": [
     *         {
     *           "question_id": 1,
     *           "answer_ids": [
     *             3
     *           ]
     *         }
     *       ],
     *       "scent_families": [
     *         {
     *           "id": 12,
     *           "name": "Citrus",
     *           "slug": "citrus",
     *           "group": "scent_family",
     *           "description": null,
     *           "image": null,
     *           "quiz": true
     *         }
     *       ],
     *       "recommended_products": [
     *         {
     *           "id": 101,
     *           "slug": "citrus-grove",
     *           "type": "perfume_diy",
     *           "name": "Citrus Grove",
     *           "price": 12800,
     *           "compare_at_price": null,
     *           "currency": "SGD",
     *           "in_stock": true,
     *           "image": "https://cdn.example.org/p/101-main.jpg"
     *         }
     *       ],
     *       "partnership": null,
     *       "created_at": "2025-01-15T10:00:00Z"
     *     }
     */
    Outcome: {
      /** Format: uuid */
      id: string;
      personality_choice: {
        id: number;
        personality: {
          id: number;
          /** @description Localized personality title. */
          title: string;
          description: string | null;
          image: components['schemas']['ImageUrl'] | null;
        };
        mood: components['schemas']['ScentMood'];
      };
      answers: components['schemas']['QuizAnswerSelection'][];
      /** @description The `scent_family` tags of the chosen answers, most chosen first (localized). Always sent by the server. */
      scent_families?: components['schemas']['Tag'][];
      recommended_products: components['schemas']['ProductSummary'][];
      partnership: components['schemas']['PartnershipSlug'] | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description Product type names of SPEC §3.
     * @enum {string}
     */
    ProductTypeName:
      | 'perfume_oil'
      | 'home_scent_oil'
      | 'car_diffuser'
      | 'single_candle'
      | 'oil_burner'
      | 'reed_diffuser'
      | 'dual_crayon_spray'
      | 'perfume_diy'
      | 'perfume_soloscent'
      | 'perfume_diy_edp'
      | 'hair_mist'
      | 'hand_body_wash'
      | 'hand_body_lotion'
      | 'scent_machine_diffuser'
      | 'premade'
      | 'limited_edition'
      | 'best_seller'
      | 'scent_diy'
      | 'gift_box'
      | 'mini_candles'
      | 'dual_candles'
      | 'scent_diary'
      | 'discovery_box'
      | 'scent_discovery_set4'
      | 'bottle_diy'
      | 'gift_bundle'
      | 'perfume_100ml'
      | 'hand_cream'
      | 'lip_balm'
      | 'gift_wrap';
    /** @enum {string} */
    PerfumeSize: '100ml' | '30ml';
    ProductImage: {
      url: components['schemas']['ImageUrl'];
      /**
       * @description Exactly one image per product has type 'main'.
       * @enum {string}
       */
      type: 'main' | 'gallery' | 'hover' | 'thumbnail';
      alt: string;
    };
    ProductVariant: {
      id: number;
      name: string;
      size: components['schemas']['PerfumeSize'] | null;
      /** @description Unit price in minor units of `currency`. */
      price: components['schemas']['MinorUnits'];
      /** @description Previous price in minor units of `currency` when on sale. */
      compare_at_price: components['schemas']['MinorUnits'] | null;
      currency: components['schemas']['CurrencyCode'];
      stock: number;
      item_feed_id: string;
    };
    /**
     * @example {
     *       "top": "Yuzu, bergamot",
     *       "heart": "White tea, jasmine",
     *       "base": "Cedar, musk"
     *     }
     */
    ScentNotes: {
      top: string;
      heart: string;
      base: string;
    };
    /**
     * @example {
     *       "slug": "kaya-toast-candle",
     *       "name": "Kaya Toast Candle",
     *       "variant": "200g",
     *       "quantity": 1
     *     }
     */
    BundlePart: {
      slug: components['schemas']['Slug'];
      /** @description Localized (Accept-Language). */
      name: string;
      /** @description The variant's label (e.g. 30ml) when the set holds a particular one. */
      variant: string | null;
      quantity: number;
    };
    /**
     * @example {
     *       "id": 101,
     *       "slug": "citrus-grove",
     *       "type": "perfume_diy",
     *       "name": "Citrus Grove",
     *       "description": "A bright citrus perfume you make your own.",
     *       "price": 12800,
     *       "compare_at_price": null,
     *       "currency": "SGD",
     *       "stock": 14,
     *       "in_stock": true,
     *       "images": [
     *         {
     *           "url": "https://cdn.example.org/p/101-main.jpg",
     *           "type": "main",
     *           "alt": "Citrus Grove bottle"
     *         }
     *       ],
     *       "variants": [
     *         {
     *           "id": 1011,
     *           "name": "100ml",
     *           "size": "100ml",
     *           "price": 12800,
     *           "compare_at_price": null,
     *           "currency": "SGD",
     *           "stock": 9,
     *           "item_feed_id": "CG-100"
     *         },
     *         {
     *           "id": 1012,
     *           "name": "30ml",
     *           "size": "30ml",
     *           "price": 6800,
     *           "compare_at_price": null,
     *           "currency": "SGD",
     *           "stock": 5,
     *           "item_feed_id": "CG-30"
     *         }
     *       ],
     *       "tags": [],
     *       "collection": "perfumes",
     *       "item_feed_id": "CG"
     *     }
     */
    Product: {
      id: number;
      slug: components['schemas']['Slug'];
      type: components['schemas']['ProductTypeName'];
      /** @description Localized (Accept-Language). */
      name: string;
      /** @description Localized (Accept-Language). */
      description: string;
      /** @description Lowest unit price in minor units of `currency`. */
      price: components['schemas']['MinorUnits'];
      /** @description Previous price in minor units of `currency` when on sale. */
      compare_at_price: components['schemas']['MinorUnits'] | null;
      currency: components['schemas']['CurrencyCode'];
      /** @description Units available (sum over variants). */
      stock: number;
      in_stock: boolean;
      images: components['schemas']['ProductImage'][];
      /** @description Sizes or other variants; empty when the product has none. */
      variants: components['schemas']['ProductVariant'][];
      tags: components['schemas']['Tag'][];
      collection: components['schemas']['Slug'] | null;
      /** @description Id in the product feed (analytics). */
      item_feed_id: string;
      /** @description Scent notes, localized (Accept-Language); null for products without a scent pyramid (holders, burners). Detail only. */
      notes?: components['schemas']['ScentNotes'] | null;
      /** @description What a set holds (gift bundles, gift and discovery boxes), in order; empty for a single product. Detail only. */
      bundle?: components['schemas']['BundlePart'][];
    };
    ProductSummary: {
      id: number;
      slug: components['schemas']['Slug'];
      type: components['schemas']['ProductTypeName'];
      /** @description Localized (Accept-Language). */
      name: string;
      /** @description Lowest unit price in minor units of `currency`. */
      price: components['schemas']['MinorUnits'];
      /** @description Previous price in minor units of `currency` when on sale. */
      compare_at_price: components['schemas']['MinorUnits'] | null;
      currency: components['schemas']['CurrencyCode'];
      in_stock: boolean;
      /** @description URL of the main image. */
      image: components['schemas']['ImageUrl'] | null;
    };
    Wishlist: {
      /** @description The most recently saved first. */
      items: components['schemas']['WishlistEntry'][];
    };
    WishlistEntry: {
      product: components['schemas']['ProductSummary'];
      /** Format: date-time */
      saved_at: string;
    };
    AddressBook: {
      /** @description The default first, then the most recently changed. */
      items: components['schemas']['SavedAddress'][];
    };
    SavedAddress: {
      id: number;
      address: components['schemas']['Address'];
      is_default: boolean;
      /** Format: date-time */
      updated_at: string;
    };
    SavedAddressInput: {
      address: components['schemas']['Address'];
      /** @default false */
      is_default?: boolean;
    };
    ProductPage: {
      /** @description Total matching products. */
      count: number;
      page: number;
      page_size: number;
      results: components['schemas']['ProductSummary'][];
    };
    /** @enum {string} */
    BottleColour: 'black' | 'clear';
    /** @enum {string} */
    CapColour: 'black' | 'gold' | 'white';
    /**
     * @example {
     *       "bottle_colour": "clear",
     *       "cap_colour": "gold",
     *       "size": "100ml",
     *       "url": "https://cdn.example.org/bottles/clear-gold-100.png"
     *     }
     */
    BottleImage: {
      bottle_colour: components['schemas']['BottleColour'];
      cap_colour: components['schemas']['CapColour'];
      size: components['schemas']['PerfumeSize'];
      url: components['schemas']['ImageUrl'];
    };
    PerfumeLabel: {
      /** @description One printable line of at most 20 characters after Unicode normalisation (`@atelier/commerce/builder` labelTextProblem; 400 on `body.customization.labels.N.text` otherwise). Shown as text, never as markup. */
      text: string;
      /** @enum {string} */
      font: 'Jost' | 'Playfair Display' | 'Dancing Script' | 'Balsamiq Sans' | 'Permanent Marker' | 'Nunito';
      /** @enum {string} */
      side: 'front' | 'back';
    };
    /** @description Bespoke perfume builder choices (SPEC §3) for perfume_diy-like products. */
    PerfumeCustomization: {
      bottle_colour: components['schemas']['BottleColour'];
      cap_colour: components['schemas']['CapColour'];
      size: components['schemas']['PerfumeSize'];
      labels?: components['schemas']['PerfumeLabel'][];
      gender?: components['schemas']['Gender'];
      /**
       * @description Scent mood id.
       * @enum {integer}
       */
      mood?: 0 | 1 | 2 | 3;
      scent_tag_ids?: number[];
      /**
       * Format: uuid
       * @description The quiz outcome the perfume was built from.
       */
      outcome_id?: string;
    };
    PromoRef: {
      id: number;
      code: components['schemas']['PromoCode'];
    };
    /**
     * @description `percentage`: `value` is a percent (1-100); `fixed_amount`: `value` is minor units of `currency`; `free_shipping`: `value` is 0.
     * @enum {string}
     */
    DiscountType: 'percentage' | 'fixed_amount' | 'free_shipping';
    /**
     * @description A promo code checked against a cart.
     * @example {
     *       "id": 3,
     *       "code": "WELCOME10",
     *       "description": "10% off your first order",
     *       "discount_type": "percentage",
     *       "value": 10,
     *       "min_subtotal": null,
     *       "discount": 1280,
     *       "currency": "SGD",
     *       "expires_at": null
     *     }
     */
    Promo: {
      id: number;
      code: components['schemas']['PromoCode'];
      description: string;
      discount_type: components['schemas']['DiscountType'];
      /** @description See `discount_type`. */
      value: number;
      /** @description Minimum cart subtotal in minor units of `currency`. */
      min_subtotal: components['schemas']['MinorUnits'] | null;
      /** @description What the code takes off this cart now, in minor units of `currency`. */
      discount: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      /** Format: date-time */
      expires_at: string | null;
    };
    /** @description A rule that modifies prices of a product type (e.g. a multi-buy discount). */
    PromoRule: {
      id: number;
      type: components['schemas']['ProductTypeName'];
      name: string;
      description: string | null;
      min_quantity: number;
      discount_type: components['schemas']['DiscountType'];
      /** @description Percent, or minor units of `currency` (see `discount_type`). */
      value: number;
      currency: components['schemas']['CurrencyCode'];
    };
    VariantValue: {
      name: string;
      value: string;
    };
    /**
     * @example {
     *       "id": 555,
     *       "name": "Citrus Grove",
     *       "price": 12800,
     *       "quantity": 2,
     *       "total": 25600,
     *       "currency": "SGD",
     *       "item_feed_id": "CG-100",
     *       "should_tracking": true,
     *       "is_free_gift": false,
     *       "variant_id": 1011,
     *       "variant_values": [
     *         {
     *           "name": "Size",
     *           "value": "100ml"
     *         }
     *       ],
     *       "customization": null,
     *       "type": {
     *         "name": "perfume_diy",
     *         "parent": null
     *       },
     *       "product": {
     *         "id": 101,
     *         "slug": "citrus-grove",
     *         "images": [
     *           {
     *             "url": "https://cdn.example.org/p/101-main.jpg",
     *             "type": "main",
     *             "alt": "Citrus Grove bottle"
     *           }
     *         ],
     *         "combo": [],
     *         "type": "perfume_diy"
     *       }
     *     }
     */
    CartItem: {
      id: number;
      /** @description Localized product name. */
      name: string;
      /**
       * @description Unit price in minor units of `currency`: the catalogue price in that currency, lowered
       *     by the best automatic promo rule of the item's type that holds (e.g. two or more
       *     perfume_diy items, 10% off each; see `GET /api/promo-rules/modify/`); 0 for a free gift.
       */
      price: components['schemas']['MinorUnits'];
      quantity: number;
      /** @description price × quantity in minor units of `currency` (0 for a free gift). */
      total: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      item_feed_id: string;
      /** @description Whether analytics events are sent for this item. */
      should_tracking: boolean;
      /**
       * @description A gift of the cart's promo code (e.g. FREEGIFT's mini candle), added by the server
       *     while the code holds and removed when it stops holding; it cannot be changed or
       *     removed on its own.
       */
      is_free_gift: boolean;
      variant_id: number | null;
      /** @description Human-readable variant choices (size, bottle colour, ...). */
      variant_values: components['schemas']['VariantValue'][];
      customization: components['schemas']['PerfumeCustomization'] | null;
      type: {
        name: components['schemas']['ProductTypeName'];
        /** @description Parent type (e.g. a gift bundle's part points to gift_bundle). */
        parent: components['schemas']['ProductTypeName'] | null;
      };
      product: {
        id: number;
        slug: components['schemas']['Slug'];
        images: components['schemas']['ProductImage'][];
        /** @description Parts of a combo/bundle product; empty otherwise. */
        combo: {
          product_id: number;
          name: string;
          quantity: number;
        }[];
        type: components['schemas']['ProductTypeName'];
      };
    };
    /**
     * @description Addition (issue 25). The tax included in the price: shelf prices are tax-inclusive, so this
     *     is not added to `total`, it is the part of it that is tax. `amount` = gross − round(gross /
     *     (1 + rate)), the net rounded half away from zero, where gross is the goods and shipping
     *     after discounts (subtotal − discount + shipping); a gift card is a means of payment and does
     *     not lower it. The rate is the shop's configuration for the country (Singapore GST 9 %,
     *     Vietnam, Korea VAT 10 %, UAE VAT 5 %, United States 0 unless configured: sales tax is set
     *     by each state and not collected by default). An order keeps the rate and amount of when it
     *     was placed; a later rate change or a partial refund does not change them. A workshop
     *     booking (issue 25) keeps the tax its `amount` (after the guest discount) included when it
     *     was made, at its country's rate, in the same way.
     * @example {
     *       "name": "gst",
     *       "rate": 900,
     *       "amount": 1944
     *     }
     */
    TaxIncluded: {
      /**
       * @description What the tax is called in the country: `gst` (Singapore), `vat` (Vietnam, Korea, UAE), `sales_tax` (United States); `none` when nothing is taxed (a gift card purchase, which is not a supply, and orders or workshop bookings made before tax was recorded).
       * @enum {string}
       */
      name: 'gst' | 'vat' | 'sales_tax' | 'none';
      /** @description The rate in basis points (900 = 9 %). */
      rate: number;
      /** @description Tax included, in minor units of the enclosing object's `currency`. */
      amount: components['schemas']['MinorUnits'];
    };
    /**
     * @description A cart (basket). total = subtotal - discount + shipping, all in minor units of `currency`.
     * @example {
     *       "id": "9b2f6a1e-8d4c-4a43-b0f1-2e7c5d9a6b31",
     *       "user_id": null,
     *       "items": [
     *         {
     *           "id": 555,
     *           "name": "Citrus Grove",
     *           "price": 12800,
     *           "quantity": 2,
     *           "total": 25600,
     *           "currency": "SGD",
     *           "item_feed_id": "CG-100",
     *           "should_tracking": true,
     *           "is_free_gift": false,
     *           "variant_id": 1011,
     *           "variant_values": [
     *             {
     *               "name": "Size",
     *               "value": "100ml"
     *             }
     *           ],
     *           "customization": null,
     *           "type": {
     *             "name": "perfume_diy",
     *             "parent": null
     *           },
     *           "product": {
     *             "id": 101,
     *             "slug": "citrus-grove",
     *             "images": [
     *               {
     *                 "url": "https://cdn.example.org/p/101-main.jpg",
     *                 "type": "main",
     *                 "alt": "Citrus Grove bottle"
     *               }
     *             ],
     *             "combo": [],
     *             "type": "perfume_diy"
     *           }
     *         }
     *       ],
     *       "item_count": 2,
     *       "promo": {
     *         "id": 3,
     *         "code": "WELCOME10"
     *       },
     *       "subtotal": 25600,
     *       "discount": 2560,
     *       "shipping": 0,
     *       "shipping_rule_id": null,
     *       "total": 23040,
     *       "tax": {
     *         "name": "gst",
     *         "rate": 900,
     *         "amount": 1902
     *       },
     *       "recent_item": null,
     *       "exchange_rate": 1,
     *       "currency": "SGD",
     *       "updated_at": "2025-01-15T10:05:00Z"
     *     }
     */
    Cart: {
      /** Format: uuid */
      id: string;
      /** @description The owning member; null for a guest cart. */
      user_id: number | null;
      items: components['schemas']['CartItem'][];
      /** @description Sum of quantities. */
      item_count: number;
      /** @description The applied promo code, if any. */
      promo: components['schemas']['PromoRef'] | null;
      /** @description Sum of item totals in minor units of `currency`. */
      subtotal: components['schemas']['MinorUnits'];
      /** @description Promo discount in minor units of `currency`. */
      discount: components['schemas']['MinorUnits'];
      /** @description Shipping of the chosen rule in minor units of `currency` (0 until one is chosen). */
      shipping: components['schemas']['MinorUnits'];
      shipping_rule_id: number | null;
      /** @description Amount to pay in minor units of `currency`. */
      total: components['schemas']['MinorUnits'];
      /** @description Addition (issue 25). The tax included in `total` at the rate of the request's country (Accept-Country). */
      tax: components['schemas']['TaxIncluded'];
      /** @description The item most recently added (for the add-to-cart confirmation). */
      recent_item: components['schemas']['CartItem'] | null;
      /** @description Rate from SGD to `currency` used to price this cart (1 for SGD). */
      exchange_rate: number;
      currency: components['schemas']['CurrencyCode'];
      /** Format: date-time */
      updated_at: string;
      /**
       * @description Only in the answer of `POST /api/carts/{id}/transfer/`: what could not be merged as
       *     asked — `quantity_reduced` (`previous` = the quantity both carts together asked for,
       *     `current` = what stock allowed), `out_of_stock_removed` (nothing could be added),
       *     `promo_removed` (the guest's code was not carried over). Empty when everything was
       *     merged, and on a repeated transfer.
       */
      transfer_changes?: components['schemas']['PrecheckoutChange'][];
    };
    AddCartItemRequest: {
      product_id: number;
      /** @description Required when the product has variants. */
      variant_id?: number | null;
      quantity: number;
      customization?: components['schemas']['PerfumeCustomization'];
    };
    UpdateCartItemRequest: {
      quantity: number;
    };
    UpdateCartRequest: {
      /** @description Code to apply; null removes the applied code. 422 when it does not apply. */
      promo_code?: components['schemas']['PromoCode'] | null;
      /** @description Shipping rule to use; null clears the choice. */
      shipping_rule_id?: number | null;
    };
    PrecheckoutChange: {
      /** @enum {string} */
      kind:
        'price_changed' | 'quantity_reduced' | 'out_of_stock_removed' | 'promo_removed' | 'shipping_changed';
      /** @description The cart item concerned (null for promo/shipping changes). */
      item_id: number | null;
      name: string | null;
      /** @description Old value: unit price or shipping in minor units of `currency`, or quantity. */
      previous: number | null;
      /** @description New value, same unit as `previous`. */
      current: number | null;
      currency: components['schemas']['CurrencyCode'];
      /** @description Localized sentence for the shopper. */
      message: string;
    };
    PrecheckoutResult: {
      /** @description True when nothing changed and the cart can be checked out. */
      ok: boolean;
      changes: components['schemas']['PrecheckoutChange'][];
      cart: components['schemas']['Cart'];
    };
    /** @enum {string} */
    ShippingMethodName: 'Self Collect' | 'Express' | 'Standard';
    /**
     * @example {
     *       "id": 1,
     *       "method": "Standard",
     *       "name": "Standard delivery",
     *       "description": null,
     *       "country": "sg",
     *       "price": 500,
     *       "free_over": 8000,
     *       "currency": "SGD",
     *       "min_days": 2,
     *       "max_days": 5
     *     }
     * @example {
     *       "id": 3,
     *       "method": "Self Collect",
     *       "name": "Collect at our atelier",
     *       "description": null,
     *       "country": "sg",
     *       "price": 0,
     *       "free_over": null,
     *       "currency": "SGD",
     *       "min_days": null,
     *       "max_days": null
     *     }
     */
    ShippingRule: {
      id: number;
      method: components['schemas']['ShippingMethodName'];
      /** @description Localized display name. */
      name: string;
      description: string | null;
      country: components['schemas']['CountryCode'];
      /** @description Shipping price in minor units of `currency`. */
      price: components['schemas']['MinorUnits'];
      /** @description Subtotal (minor units of `currency`) from which shipping is free. */
      free_over: components['schemas']['MinorUnits'] | null;
      currency: components['schemas']['CurrencyCode'];
      min_days: number | null;
      max_days: number | null;
    };
    SubscribeRequest: {
      email: components['schemas']['Email'];
      /** @description Where the form was (e.g. `footer`). */
      source?: string;
    };
    /**
     * @description The subscribed address. Nothing else (no id, no subscription date), so the answer for an
     *     address that was already subscribed is the same as for a new one.
     * @example {
     *       "email": "shopper@example.com"
     *     }
     */
    Subscriber: {
      email: components['schemas']['Email'];
    };
    NewsletterConfirmRequest: {
      /** @description The `token` of the confirmation link. */
      token: string;
    };
    AccountDeletionRequest: {
      /** @description The member's password, confirmed again. */
      password: string;
    };
    /**
     * @description Everything held about a member (`GET /api/users/detail/data/`). Amounts in minor units of
     *     their `currency`; instants in ISO 8601 UTC.
     */
    MemberDataExport: {
      /** Format: date-time */
      exported_at: string;
      profile: {
        email: string;
        first_name: string;
        last_name: string;
        phone: string | null;
        country: string | null;
        language: string | null;
        membership_tier: string | null;
        marketing_opt_in: boolean;
        /** Format: date-time */
        date_joined: string;
      };
      newsletter: {
        subscribed: boolean;
        /** @description Signed up but not confirmed (receives nothing). */
        pending: boolean;
        /** Format: date-time */
        since: string | null;
      };
      orders: {
        /** Format: uuid */
        id: string;
        number: number;
        status: string;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        paid_at?: string | null;
        email: string;
        phone?: string | null;
        shipping_method?: string | null;
        shipping_address?: Record<string, unknown> | null;
        currency: string;
        subtotal?: number;
        discount?: number;
        shipping?: number;
        gift_card_amount?: number;
        total: number;
        promo_code?: string | null;
        gift_message?: string | null;
        note?: string | null;
        marketing_opt_in?: boolean;
        lines: {
          kind: string;
          name: string;
          quantity: number;
          price: number;
          total: number;
          variant_values?: Record<string, unknown>[];
          customization?: Record<string, unknown> | null;
        }[];
      }[];
      bookings: {
        /** Format: uuid */
        id: string;
        status: string;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        paid_at?: string | null;
        /** Format: date-time */
        cancelled_at?: string | null;
        client: Record<string, unknown>;
        currency: string;
        amount: number;
        discount?: number;
        discount_code?: string | null;
        lines: {
          name: string;
          amount: number;
        }[];
      }[];
      wishlist: {
        product_id: number;
        slug: string;
        /** Format: date-time */
        saved_at: string;
      }[];
      /** @description Without their codes, which are the recipients' keys. */
      gift_cards_bought: {
        order_id?: string | null;
        currency: string;
        value: number;
        status: string;
        recipient_email: string;
        recipient_name?: string | null;
        sender_name?: string | null;
        message?: string | null;
        deliver_on?: string | null;
      }[];
    };
    NotifyStockRequest: {
      email: components['schemas']['Email'];
      variant_id?: number | null;
    };
    StockNotification: {
      email: components['schemas']['Email'];
      item_id: number;
      variant_id: number | null;
    };
    /**
     * @description A delivery address in the shop's country (422 otherwise). The server applies the
     *     country's rules of `@atelier/commerce/validation` (400 naming the field): postal codes
     *     by country (e.g. six digits in sg and vn, a ZIP in us), `postal_code` null or absent
     *     where the country has none (ae), `state` required in us and ae.
     */
    Address: {
      first_name: string;
      last_name: string;
      line1: string;
      line2?: string | null;
      city: string;
      state?: string | null;
      postal_code?: string | null;
      country: components['schemas']['CountryCode'];
      phone: components['schemas']['Phone'];
    };
    CreateOrderRequest: {
      /** Format: uuid */
      cart_id: string;
      email: components['schemas']['Email'];
      /** @description The shopper's phone (asked of guests, filled in for members); kept on the order also for Self Collect. */
      phone: components['schemas']['Phone'];
      shipping_rule_id: number;
      /** @description Required (422 otherwise) unless the shipping method is Self Collect, where it may be null. */
      shipping_address: components['schemas']['Address'] | null;
      /**
       * @description A gift card to pay with (SPEC §3 `redeemCode`). It pays min(balance, subtotal -
       *     discount + shipping); the rest is paid by card. The amount is taken from the card in
       *     the order's creating transaction (a conditional update: two orders can never spend
       *     the same balance) and given back when the order's hold lapses unpaid (see
       *     `OrderStatus`). 422 when the card is unknown, not active, expired, spent, or
       *     in another currency than the order; gift cards cannot buy gift cards.
       */
      gift_card_code?: components['schemas']['GiftCardCode'];
      /**
       * @description What the shopper was shown as paid by the gift card (minor units of the order's
       *     currency). Not a price: the server still computes the amount, and when it differs
       *     (another order spent the card meanwhile, the cart changed) the order is refused with
       *     422 `balance_changed` on `body.gift_card_code` instead of charging the card more than
       *     the shopper agreed to. Only with `gift_card_code`.
       */
      expected_gift_card_amount?: components['schemas']['MinorUnits'];
      /** @description A message printed on a card packed with the order (gifts). */
      gift_message?: string;
      note?: string;
      /** @default false */
      marketing_opt_in?: boolean;
    };
    /**
     * @description Not shown in SPEC; chosen: pending_payment -> paid | payment_failed (-> paid on retry); paid -> fulfilled | refunded; pending_payment/payment_failed -> cancelled when the order's hold lapses unpaid: ORDER_HOLD_SECONDS (15 minutes unless configured) after it was placed, its stock, promo use and gift card money are given back within 30 s, whether or not anyone reads it (a payment still processing is cancelled at the provider first). Paying a cancelled order is a 409. A payment that succeeds after the lapse makes the order paid again when its stock can be taken again, otherwise it is refunded and the order stays cancelled.
     * @enum {string}
     */
    OrderStatus: 'pending_payment' | 'payment_failed' | 'paid' | 'fulfilled' | 'cancelled' | 'refunded';
    OrderLine: {
      id: number;
      /** @enum {string} */
      kind: 'product' | 'gift_card';
      product_id: number | null;
      product_type: components['schemas']['ProductTypeName'] | null;
      name: string;
      quantity: number;
      /** @description Unit price in minor units of `currency`. */
      price: components['schemas']['MinorUnits'];
      /** @description Line total in minor units of `currency`. */
      total: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      item_feed_id: string | null;
      variant_values: components['schemas']['VariantValue'][];
      customization: components['schemas']['PerfumeCustomization'] | null;
    };
    /**
     * @description total = subtotal - discount + shipping - gift_card_amount, all in minor units of `currency`.
     * @example {
     *       "id": "0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00",
     *       "number": 100042,
     *       "user_id": null,
     *       "email": "shopper@example.com",
     *       "phone": "+65 9123 4567",
     *       "status": "pending_payment",
     *       "line_items": [
     *         {
     *           "id": 1,
     *           "kind": "product",
     *           "product_id": 101,
     *           "product_type": "perfume_diy",
     *           "name": "Citrus Grove",
     *           "quantity": 2,
     *           "price": 12800,
     *           "total": 25600,
     *           "currency": "SGD",
     *           "item_feed_id": "CG-100",
     *           "variant_values": [
     *             {
     *               "name": "Size",
     *               "value": "100ml"
     *             }
     *           ],
     *           "customization": null
     *         }
     *       ],
     *       "subtotal": 25600,
     *       "discount": 2560,
     *       "shipping": 500,
     *       "gift_card_amount": 0,
     *       "total": 23540,
     *       "tax": {
     *         "name": "gst",
     *         "rate": 900,
     *         "amount": 1944
     *       },
     *       "currency": "SGD",
     *       "exchange_rate": 1,
     *       "shipping_method": "Standard",
     *       "shipping_address": {
     *         "first_name": "Mei",
     *         "last_name": "Tan",
     *         "line1": "1 Orchard Road",
     *         "line2": null,
     *         "city": "Singapore",
     *         "state": null,
     *         "postal_code": "238823",
     *         "country": "sg",
     *         "phone": "+65 9123 4567"
     *       },
     *       "promo": {
     *         "id": 3,
     *         "code": "WELCOME10"
     *       },
     *       "gift_message": "Happy birthday, Wei!",
     *       "created_at": "2025-01-15T10:10:00Z",
     *       "paid_at": null
     *     }
     */
    Order: {
      /** Format: uuid */
      id: string;
      /** @description The order number shown to the shopper (confirmation page, e-mail, account). The unguessable `id` stays the key. */
      number: number;
      user_id: number | null;
      email: components['schemas']['Email'];
      /** @description The shopper's phone from checkout; null on a gift card order (nothing is delivered). */
      phone: components['schemas']['Phone'] | null;
      status: components['schemas']['OrderStatus'];
      line_items: components['schemas']['OrderLine'][];
      /** @description Sum of line totals in minor units of `currency`. */
      subtotal: components['schemas']['MinorUnits'];
      /** @description Promo discount in minor units of `currency`. */
      discount: components['schemas']['MinorUnits'];
      /** @description Shipping in minor units of `currency`. */
      shipping: components['schemas']['MinorUnits'];
      /** @description Paid by gift card, in minor units of `currency`. */
      gift_card_amount: components['schemas']['MinorUnits'];
      /** @description Amount to pay by card in minor units of `currency`. */
      total: components['schemas']['MinorUnits'];
      /** @description Addition (issue 25). The tax included in the order's price (subtotal − discount + shipping), as stored when it was placed. */
      tax: components['schemas']['TaxIncluded'];
      currency: components['schemas']['CurrencyCode'];
      /** @description Rate from SGD to `currency` at order time. */
      exchange_rate: number;
      shipping_method: components['schemas']['ShippingMethodName'] | null;
      shipping_address: components['schemas']['Address'] | null;
      promo: components['schemas']['PromoRef'] | null;
      gift_message: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      paid_at: string | null;
      /** @description Addition (issue 24). Set once staff have sent the order (`fulfilled`); the shopper's order page shows carrier and tracking. Absent or null before. */
      fulfilment?: components['schemas']['OrderFulfilment'] | null;
    };
    OrderPage: {
      count: number;
      page: number;
      page_size: number;
      results: components['schemas']['Order'][];
    };
    /** @description Raw card details - accepted only by the built-in test provider. */
    CardPayment: {
      card_number: string;
      exp_month: number;
      exp_year: number;
      cvc: string;
    };
    /**
     * @description A provider payment token. With the Stripe provider: the ConfirmationToken the store's
     *     Payment Element made with `stripe.createConfirmationToken` (`ctoken_...`, usable once), or a
     *     PaymentMethod id obtained by the browser from Stripe (`pm_...`; Stripe's test ones
     *     `pm_card_visa`, `pm_card_chargeDeclined`, `pm_card_chargeDeclinedInsufficientFunds`,
     *     `pm_card_threeDSecure2Required`). The server creates and confirms the PaymentIntent with it
     *     (the order's or booking's stored amount and currency, never the browser's); an unknown or
     *     already used token is a 400 on `body.token` and nothing is recorded. The built-in test provider takes
     *     `tok_visa`, `tok_chargeDeclined`, `tok_chargeDeclinedInsufficientFunds` and the same
     *     `pm_card_*` ids (not the 3-D Secure one).
     */
    TokenPayment: {
      token: string;
    };
    /**
     * @description Card details or a token. Raw card numbers are for the built-in test provider only: the
     *     Stripe provider refuses them (400 on `body.card_number`) and never sends them to Stripe.
     */
    PaymentRequest: components['schemas']['CardPayment'] | components['schemas']['TokenPayment'];
    /**
     * @description One payment attempt. The amount charged is always the order's stored total in minor units
     *     (Stripe receives the same number: cents, or whole units for the zero-decimal currencies of
     *     SPEC §9), never an amount sent by the client.
     * @example {
     *       "id": "8a0b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
     *       "order_id": "0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00",
     *       "booking_id": null,
     *       "status": "failed",
     *       "amount": 23540,
     *       "currency": "SGD",
     *       "provider": "test",
     *       "failure_code": "card_declined",
     *       "failure_message": "Your card was declined.",
     *       "created_at": "2025-01-15T10:11:00Z"
     *     }
     */
    Payment: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      order_id: string | null;
      /** Format: uuid */
      booking_id: string | null;
      /**
       * @description `processing`: the provider has not settled it yet (Stripe: 3-D Secure or an asynchronous method); `POST /api/verify/` or the webhook settles it.
       * @enum {string}
       */
      status: 'succeeded' | 'failed' | 'processing';
      /** @description Amount charged (or attempted) in minor units of `currency`. */
      amount: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      /** @enum {string} */
      provider: 'test' | 'stripe';
      /** @description E.g. `card_declined`, `insufficient_funds`. */
      failure_code: string | null;
      failure_message: string | null;
      /**
       * @description Only in the answer of `POST /api/orders/{id}/pay/` or `POST /api/bookings/{id}/pay/`
       *     for a Stripe payment that is `processing` because it needs the shopper (3-D Secure):
       *     the PaymentIntent's client secret, to pass to Stripe.js `handleNextAction`; then
       *     `POST /api/verify/` (an order) or reading the booking settles it. Never stored, logged
       *     or put in a URL by the server; the browser keeps it in memory only.
       */
      client_secret?: string;
      /** Format: date-time */
      created_at: string;
    };
    /** @description A provider event (Stripe event shape). Left open - the provider owns it. */
    PaymentWebhookEvent: {
      id: string;
      type: string;
      data: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    WebhookAck: {
      /** @constant */
      received: true;
    };
    /**
     * @description Workshop service ids (SPEC §3): 1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA.
     * @enum {integer}
     */
    WorkshopServiceId: 1 | 3 | 8 | 11 | 18 | 22 | 12;
    /**
     * @example {
     *       "id": 1,
     *       "code": "PCA",
     *       "name": "Perfume creation workshop",
     *       "description": null,
     *       "duration_minutes": 90,
     *       "price": 12800,
     *       "currency": "SGD",
     *       "item_feed_id": "workshop-pca",
     *       "max_guests": 6,
     *       "capacity_per_slot": 12,
     *       "opening_days": [
     *         2,
     *         3,
     *         4,
     *         5,
     *         6,
     *         7
     *       ],
     *       "image": null
     *     }
     */
    WorkshopService: {
      id: components['schemas']['WorkshopServiceId'];
      /** @enum {string} */
      code: 'PCA' | 'LA' | 'FA' | 'AA' | 'BA' | 'TBA' | 'HA';
      /** @description Localized. */
      name: string;
      description: string | null;
      duration_minutes: number;
      /** @description Price per guest in minor units of `currency`. */
      price: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      item_feed_id: string;
      /** @description Most guests one booking line may bring. */
      max_guests: number;
      /** @description Places per time slot. */
      capacity_per_slot: number;
      /** @description ISO weekdays (1 Monday … 7 Sunday, shop time) the service runs on. */
      opening_days: number[];
      image: components['schemas']['ImageUrl'] | null;
    };
    /**
     * @example {
     *       "name": "Haji Lane atelier",
     *       "address": "38 Haji Lane, Singapore 189233",
     *       "hours": "Daily, 10:30 to 21:30",
     *       "time_zone": "Asia/Singapore"
     *     }
     */
    WorkshopStudio: {
      /** @description Localized. */
      name: string;
      address: string;
      /** @description Localized. */
      hours: string;
      /** @description IANA time zone of the studio, e.g. Asia/Singapore. */
      time_zone: string;
    };
    /**
     * @example {
     *       "start": "2025-02-01T02:30:00Z",
     *       "end": "2025-02-01T03:00:00Z",
     *       "capacity": 12,
     *       "available": 5,
     *       "bookable": true
     *     }
     */
    Slot: {
      /** Format: date-time */
      start: string;
      /**
       * Format: date-time
       * @description start + 30 minutes (the slot, not the session).
       */
      end: string;
      capacity: number;
      /** @description Places left (never below zero); places of expired unpaid holds count as left. */
      available: number;
      /** @description False once the slot has started (shop time) or when full. */
      bookable: boolean;
    };
    BookingEntryRequest: {
      service_id: components['schemas']['WorkshopServiceId'];
      /**
       * Format: date-time
       * @description Start of the chosen slot.
       */
      start: string;
      guests: number;
    };
    BookingLineRequest: {
      /** @constant */
      type: 'booking';
      /** @description Optional label (defaults to the service name). */
      name?: string;
      bookings: components['schemas']['BookingEntryRequest'][];
    };
    BookingClient: {
      email: components['schemas']['Email'];
      phone: components['schemas']['Phone'];
      first_name: string;
      last_name: string;
    };
    CreateBookingRequest: {
      lines: components['schemas']['BookingLineRequest'][];
      client: components['schemas']['BookingClient'];
      discount_code?: components['schemas']['PromoCode'];
    };
    /**
     * @description Not shown in SPEC; chosen: pending_payment -> confirmed | payment_failed; pending_payment/payment_failed -> cancelled (places released, e.g. when the 15-minute hold expires).
     * @enum {string}
     */
    BookingStatus: 'pending_payment' | 'payment_failed' | 'confirmed' | 'cancelled';
    /**
     * @description amount = sum of line amounts - discount, in minor units of `currency`.
     * @example {
     *       "id": "4d3c2b1a-0f9e-4d8c-a7b6-5a4f3e2d1c0b",
     *       "status": "pending_payment",
     *       "amount": 24320,
     *       "discount": 1280,
     *       "tax": {
     *         "name": "gst",
     *         "rate": 900,
     *         "amount": 2008
     *       },
     *       "currency": "SGD",
     *       "lines": [
     *         {
     *           "type": "booking",
     *           "name": "Perfume creation workshop",
     *           "amount": 25600,
     *           "bookings": [
     *             {
     *               "service_id": 1,
     *               "code": "PCA",
     *               "start": "2025-02-01T02:30:00Z",
     *               "end": "2025-02-01T04:00:00Z",
     *               "guests": 2,
     *               "item_feed_id": "workshop-pca"
     *             }
     *           ]
     *         }
     *       ],
     *       "client": {
     *         "email": "shopper@example.com",
     *         "phone": "+65 9123 4567",
     *         "first_name": "Mei",
     *         "last_name": "Tan"
     *       },
     *       "discount_code": "ATELIERGUEST",
     *       "created_at": "2025-01-15T11:00:00Z",
     *       "paid_at": null,
     *       "hold_expires_at": "2025-01-15T11:15:00Z",
     *       "cancellable_until": null
     *     }
     */
    WorkshopBooking: {
      /** Format: uuid */
      id: string;
      status: components['schemas']['BookingStatus'];
      /** Format: date-time */
      paid_at: string | null;
      /**
       * Format: date-time
       * @description When an unpaid booking's places are released (null once confirmed or cancelled).
       */
      hold_expires_at: string | null;
      /**
       * Format: date-time
       * @description Until when the member may cancel a confirmed booking (48 hours before its first session); null when it cannot be cancelled any more or was not made by a member.
       */
      cancellable_until: string | null;
      /** @description Amount to pay in minor units of `currency`. */
      amount: components['schemas']['MinorUnits'];
      /** @description Discount in minor units of `currency`. */
      discount: components['schemas']['MinorUnits'];
      /** @description Addition (issue 25). The tax included in `amount` (workshop prices are tax-inclusive), at the rate of the country it was booked in (Accept-Country), as stored when it was made; `none` for bookings made before tax was recorded. */
      tax: components['schemas']['TaxIncluded'];
      currency: components['schemas']['CurrencyCode'];
      lines: {
        /** @constant */
        type: 'booking';
        name: string;
        /** @description Line amount in minor units of the booking's `currency`. */
        amount: components['schemas']['MinorUnits'];
        bookings: {
          service_id: components['schemas']['WorkshopServiceId'];
          /** @enum {string} */
          code: 'PCA' | 'LA' | 'FA' | 'AA' | 'BA' | 'TBA' | 'HA';
          /** Format: date-time */
          start: string;
          /** Format: date-time */
          end: string;
          guests: number;
          item_feed_id: string;
        }[];
      }[];
      client: {
        email: components['schemas']['Email'];
        phone: components['schemas']['Phone'];
        first_name: string;
        last_name: string;
      };
      discount_code: components['schemas']['PromoCode'] | null;
      /** Format: date-time */
      created_at: string;
    };
    BuyGiftCardRequest: {
      /** @description Card value chosen by the shopper, in minor units of the Accept-Currency currency; must be one of the offered values. */
      face_value: number;
      email: components['schemas']['Email'];
      recipient_email: components['schemas']['Email'];
      recipient_name: string;
      sender_name: string;
      message?: string;
      /**
       * Format: date
       * @description Day to e-mail the card, in the shop's time zone (default today), up to 12 months ahead
       *     (422 `out_of_range` otherwise). A day that is still today somewhere on earth (the
       *     shopper's own today, a day behind the shop) is taken as today: the card is sent now.
       */
      deliver_on?: string;
    };
    /**
     * @example {
     *       "currency": "SGD",
     *       "values": [
     *         5000,
     *         10000,
     *         15000,
     *         20000
     *       ],
     *       "valid_months": 12
     *     }
     */
    GiftCardOffer: {
      currency: components['schemas']['CurrencyCode'];
      /** @description Face values on offer, ascending, in minor units of `currency`. */
      values: components['schemas']['MinorUnits'][];
      /** @description A card is valid this many months from payment. */
      valid_months: number;
    };
    /**
     * @example {
     *       "code": "ABCD-EFGH-JKLM-NPQR",
     *       "status": "active",
     *       "initial_value": 10000,
     *       "balance": 4200,
     *       "currency": "SGD",
     *       "expires_at": "2026-01-15T00:00:00Z"
     *     }
     */
    GiftCardBalance: {
      code: components['schemas']['GiftCardCode'];
      /** @enum {string} */
      status: 'active' | 'redeemed' | 'expired';
      /** @description Face value in minor units of `currency`. */
      initial_value: components['schemas']['MinorUnits'];
      /** @description Remaining value in minor units of `currency`. */
      balance: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      /** Format: date-time */
      expires_at: string | null;
    };
    BusinessLeadRequest: {
      company: string;
      name: string;
      email: components['schemas']['Email'];
      phone?: components['schemas']['Phone'];
      country: components['schemas']['CountryCode'];
      /** @enum {string} */
      industry?: 'hospitality' | 'retail' | 'office' | 'wellness' | 'residential' | 'events' | 'other';
      space_size_sqm?: number;
      message: string;
      /** @description Honeypot. A hidden field people leave empty; see the operation. */
      website?: string;
    };
    BusinessLead: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @example {
     *       "partnership": "acme",
     *       "name": "Acme Hotels",
     *       "allowed_origins": [
     *         "https://www.acme.example"
     *       ],
     *       "theme": {
     *         "--atelier-accent": "#8a5cf6"
     *       }
     *     }
     */
    PartnerConfig: {
      partnership: components['schemas']['PartnershipSlug'];
      name: string;
      allowed_origins: string[];
      /** @description Allowed CSS custom properties and their values. */
      theme: {
        [key: string]: string;
      };
    };
    /**
     * @description 409 of a write on a versioned entity (product, CMS page, staff account) whose `version` is stale.
     * @example {
     *       "message": "Someone else changed this while you were editing it",
     *       "status": 409,
     *       "code": "version_conflict",
     *       "current": {
     *         "id": 7,
     *         "name": "Mei Tan",
     *         "role": "staff",
     *         "version": 4
     *       }
     *     }
     */
    VersionConflict: {
      message: string;
      /** @constant */
      status: 409;
      /** @constant */
      code: 'version_conflict';
      /** @description The entity as it is now, in the shape of the operation's 200 answer (its `version` included). */
      current: Record<string, unknown>;
    };
    /**
     * @description owner: everything, staff accounts and the audit log; staff: orders, bookings, customers,
     *     leads, gift cards (read); merchandiser: catalogue, prices, stock, promos, images; editor:
     *     CMS and partners' texts.
     * @enum {string}
     */
    StaffRole: 'owner' | 'staff' | 'merchandiser' | 'editor';
    StaffSignInRequest: {
      email: components['schemas']['Email'];
      password: string;
      /** @description The authenticator app's current code, for accounts with a second factor. */
      totp_code?: string;
    };
    /**
     * @description The signed-in staff member.
     * @example {
     *       "id": 1,
     *       "email": "owner@atelier.test",
     *       "name": "Shop owner",
     *       "role": "owner",
     *       "must_change_password": false,
     *       "totp_enabled": false
     *     }
     */
    StaffMember: {
      id: number;
      email: components['schemas']['Email'];
      name: string;
      role: components['schemas']['StaffRole'];
      /** @description While true every admin operation but the password change, session and sign-out answers 403 `password_change_required`. */
      must_change_password: boolean;
      totp_enabled: boolean;
    };
    /**
     * @description Sign-in and session answer: like `LoginRecord`, but the credential is the HttpOnly cookie, never the body.
     * @example {
     *       "token": "Yq3c0v9mX1b7Kp2LrT8wZs4dNf6hJe5A",
     *       "csrf_token": "Yq3c0v9mX1b7Kp2LrT8wZs4dNf6hJe5A",
     *       "user": {
     *         "id": 1,
     *         "email": "owner@atelier.test",
     *         "name": "Shop owner",
     *         "role": "owner",
     *         "must_change_password": false,
     *         "totp_enabled": false
     *       },
     *       "expires_at": "2026-11-29T17:00:00Z"
     *     }
     */
    StaffSession: {
      /** @description The session's CSRF token, to send as `X-CSRF-Token` on writes (not a credential by itself). */
      token: string;
      /** @description The same value as `token`. */
      csrf_token: string;
      user: components['schemas']['StaffMember'];
      /**
       * Format: date-time
       * @description When the session ends at the latest (8 hours after sign-in).
       */
      expires_at: string;
    };
    /**
     * @example {
     *       "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
     *       "otpauth_uri": "otpauth://totp/Atelier%20Scents:owner%40atelier.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Atelier%20Scents&algorithm=SHA1&digits=6&period=30"
     *     }
     */
    TotpSetup: {
      /** @description Base32 secret (RFC 4648, no padding). */
      secret: string;
      /** @description `otpauth://totp/...` for a QR code. */
      otpauth_uri: string;
    };
    TotpConfirmRequest: {
      code: string;
    };
    TotpDisableRequest: {
      current_password: string;
      code: string;
    };
    /**
     * @description A staff account as the owner sees it (never its password, hash or second-factor secret).
     * @example {
     *       "id": 2,
     *       "email": "staff@atelier.test",
     *       "name": "Mei Tan",
     *       "role": "staff",
     *       "must_change_password": false,
     *       "totp_enabled": true,
     *       "disabled_at": null,
     *       "created_at": "2026-11-29T09:00:00Z",
     *       "version": 1
     *     }
     */
    StaffAccount: {
      id: number;
      email: components['schemas']['Email'];
      name: string;
      role: components['schemas']['StaffRole'];
      must_change_password: boolean;
      totp_enabled: boolean;
      /** Format: date-time */
      disabled_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Send it back with a change (409 when stale). */
      version: number;
    };
    StaffAccountPage: {
      count: number;
      results: components['schemas']['StaffAccount'][];
    };
    StaffInviteRequest: {
      email: components['schemas']['Email'];
      name: string;
      role: components['schemas']['StaffRole'];
    };
    StaffInvitation: {
      member: components['schemas']['StaffAccount'];
      /** @description Shown this once; hand it to the new member, who must replace it at first sign-in. */
      one_time_password: string;
    };
    /** @description The account's `version` and at least one change. */
    StaffUpdateRequest: {
      version: number;
      name?: string;
      role?: components['schemas']['StaffRole'];
      /** @description true disables the account and ends its sessions; false re-enables it. */
      disabled?: boolean;
      /**
       * @description Turns the member's second factor off.
       * @constant
       */
      reset_totp?: true;
    };
    /**
     * @example {
     *       "id": 12,
     *       "staff_id": 1,
     *       "staff_email": "owner@atelier.test",
     *       "action": "staff.role",
     *       "entity": "staff",
     *       "entity_id": "2",
     *       "before": {
     *         "role": "staff"
     *       },
     *       "after": {
     *         "role": "merchandiser"
     *       },
     *       "created_at": "2026-11-29T10:15:00Z"
     *     }
     */
    AuditEntry: {
      id: number;
      /** @description Null for changes made by a command (e.g. `admin:create-owner`). */
      staff_id: number | null;
      /** @description As it was at the time. */
      staff_email: string;
      /** @description `<entity>.<verb>`, e.g. `staff.invite`, `order.fulfil`. */
      action: string;
      entity: string;
      entity_id: string;
      /** @description The changed fields before (never a secret). */
      before: Record<string, unknown> | null;
      /** @description The changed fields after (never a secret). */
      after: Record<string, unknown> | null;
      /** Format: date-time */
      created_at: string;
    };
    AuditEntryPage: {
      count: number;
      results: components['schemas']['AuditEntry'][];
    };
    /** @description How a fulfilled order travels (set by staff when it is sent). */
    OrderFulfilment: {
      carrier: string;
      tracking_number: string;
      /** Format: uri */
      tracking_url: string | null;
      /** Format: date-time */
      fulfilled_at: string;
    };
    FulfilOrderRequest: {
      /** @description The carrier's name, e.g. `SingPost`, `DHL Express`. */
      carrier: string;
      tracking_number: string;
      /**
       * Format: uri
       * @description Where the shopper follows the parcel (https only).
       */
      tracking_url?: string;
    };
    CancelOrderRequest: {
      /** @description Why (kept with the refund and in the audit log). */
      reason: string;
    };
    RefundLineRequest: {
      /** @description An `OrderLine.id` of this order. */
      line_id: number;
      quantity: number;
    };
    /**
     * @example {
     *       "kind": "amount",
     *       "amount": 1500,
     *       "reason": "Damaged cap"
     *     }
     * @example {
     *       "kind": "lines",
     *       "lines": [
     *         {
     *           "line_id": 12,
     *           "quantity": 1
     *         }
     *       ],
     *       "reason": "Returned unopened"
     *     }
     */
    RefundOrderRequest: {
      /** @enum {string} */
      kind: 'full' | 'amount' | 'lines';
      /** @description With `kind: amount` (400 otherwise): minor units of the order's currency. */
      amount?: number;
      /** @description With `kind: lines` (400 otherwise): each line once. */
      lines?: components['schemas']['RefundLineRequest'][];
      reason: string;
    };
    /** @description The staff member who did something (e-mail as it was then). */
    StaffRef: {
      id: number | null;
      email: string;
    };
    OrderRefundLine: {
      line_id: number;
      quantity: number;
      amount: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
    };
    /** @description Money paid back: `amount` = `card_amount` (to the card, through the provider) + `gift_card_amount` (back on the gift card). */
    OrderRefund: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      order_id: string;
      /** @enum {string} */
      kind: 'full' | 'amount' | 'lines' | 'cancel';
      /**
       * @description Where the card part stands at the provider. `pending`: Stripe has not paid it back yet
       *     (the bank is processing it); nothing of the refund (gift card part, stock of its lines,
       *     the order becoming `refunded`, the shopper's e-mail) is returned until Stripe's refund
       *     webhook (`refund.updated`, `charge.refunded`) reports it `succeeded`, and then once.
       *     `failed`/`canceled`: Stripe could not pay it back (`failure_reason` says why); nothing
       *     was returned and the amount may be refunded again. The test provider's refunds succeed
       *     at once.
       * @enum {string}
       */
      status: 'pending' | 'succeeded' | 'failed' | 'canceled';
      /** @description Why the provider failed or canceled the refund; null otherwise. */
      failure_reason: string | null;
      amount: components['schemas']['MinorUnits'];
      card_amount: components['schemas']['MinorUnits'];
      gift_card_amount: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      reason: string;
      lines: components['schemas']['OrderRefundLine'][];
      staff: components['schemas']['StaffRef'] | null;
      /** Format: date-time */
      created_at: string;
    };
    /** @description One payment attempt as staff see it (never card data). */
    AdminPayment: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'succeeded' | 'failed' | 'processing' | 'refunded';
      amount: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      /** @enum {string} */
      provider: 'test' | 'stripe';
      failure_code: string | null;
      failure_message: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      refunded_at: string | null;
    };
    OrderTimelineEvent: {
      currency: components['schemas']['CurrencyCode'];
      /** @enum {string} */
      kind: 'placed' | 'payment_failed' | 'paid' | 'fulfilled' | 'refunded' | 'cancelled' | 'email';
      /** Format: date-time */
      at: string;
      /** @description What it was: the failure code, the carrier and tracking number, the refund's reason, the e-mail's kind. */
      detail: string | null;
      /** @description The money it moved (payments, refunds), in minor units of the order's currency. */
      amount: components['schemas']['MinorUnits'] | null;
    };
    /** @description What staff may do with the order now (the server checks again). */
    AdminOrderActions: {
      fulfil: boolean;
      cancel: boolean;
      refund: boolean;
    };
    RefundableLine: {
      line_id: number;
      /** @description Units that may still be refunded. */
      quantity: number;
    };
    /** @description An order for the console: `paid` = card payment + gift card part; `refundable` = `paid` - `refunded` while the order is paid or fulfilled, else 0. */
    AdminOrder: {
      currency: components['schemas']['CurrencyCode'];
      order: components['schemas']['Order'];
      country: string | null;
      language: string | null;
      note: string | null;
      payments: components['schemas']['AdminPayment'][];
      refunds: components['schemas']['OrderRefund'][];
      timeline: components['schemas']['OrderTimelineEvent'][];
      paid: components['schemas']['MinorUnits'];
      refunded: components['schemas']['MinorUnits'];
      refundable: components['schemas']['MinorUnits'];
      refundable_lines: components['schemas']['RefundableLine'][];
      actions: components['schemas']['AdminOrderActions'];
    };
    AdminOrderSummary: {
      /** Format: uuid */
      id: string;
      number: number;
      status: components['schemas']['OrderStatus'];
      email: components['schemas']['Email'];
      country: string | null;
      currency: components['schemas']['CurrencyCode'];
      total: components['schemas']['MinorUnits'];
      paid: components['schemas']['MinorUnits'];
      refunded: components['schemas']['MinorUnits'];
      /** @description Units ordered. */
      items: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      paid_at: string | null;
      /** Format: date-time */
      fulfilled_at: string | null;
    };
    AdminOrderPage: {
      count: number;
      results: components['schemas']['AdminOrderSummary'][];
    };
    /**
     * @description A name in every store language (the store falls back to English where one is empty).
     * @example {
     *       "en": "Amber Oud",
     *       "ar": "عنبر وعود",
     *       "zh-hans": "琥珀乌木",
     *       "vi": "Hổ phách Oud"
     *     }
     */
    AdminLocalizedName: {
      en: string;
      ar: string;
      'zh-hans': string;
      vi: string;
    };
    /** @description A description (plain text, paragraphs split by blank lines) in every store language. */
    AdminLocalizedDescription: {
      en: string;
      ar: string;
      'zh-hans': string;
      vi: string;
    };
    AdminProductSummary: {
      id: number;
      slug: components['schemas']['Slug'];
      sku: string;
      type: components['schemas']['ProductTypeName'];
      name: components['schemas']['AdminLocalizedName'];
      /** @description Sold in the store (false hides it; old carts and orders keep it). */
      published: boolean;
      variant_count: number;
      /** @description Units on hand over all variants. */
      stock: number;
      /** @description Some variant has 5 units or fewer on hand. */
      low_stock: boolean;
      /** @description The main picture, if any. */
      image: components['schemas']['ImageUrl'] | null;
      version: number;
    };
    AdminProductPage: {
      /** @description Products matching the filters (all pages). */
      count: number;
      results: components['schemas']['AdminProductSummary'][];
    };
    /**
     * @example {
     *       "currency": "SGD",
     *       "amount": 12900,
     *       "compare_at_amount": null
     *     }
     */
    AdminPrice: {
      currency: components['schemas']['CurrencyCode'];
      /** @description Unit price in minor units of `currency`. */
      amount: components['schemas']['MinorUnits'];
      /** @description The previous price, shown struck through (on sale), in minor units; null when not on sale. */
      compare_at_amount: components['schemas']['MinorUnits'] | null;
    };
    AdminVariant: {
      id: number;
      sku: string;
      label: components['schemas']['AdminLocalizedName'];
      size: components['schemas']['PerfumeSize'] | null;
      stock: number;
      /** @description The prices set per currency (a currency without one is converted from SGD in the store). */
      prices: components['schemas']['AdminPrice'][];
    };
    AdminProductImage: {
      id: number;
      url: components['schemas']['ImageUrl'];
      /** @enum {string} */
      type: 'main' | 'gallery' | 'hover' | 'thumbnail';
      alt: components['schemas']['AdminLocalizedDescription'];
    };
    AdminProductImageChange: {
      /** @description The product's version the change was made on. */
      version: number;
      /** @description The alt texts in every store language (empty for a decorative picture). */
      alt?: {
        en: string;
        ar: string;
        'zh-hans': string;
        vi: string;
      };
      /** @description The picture's new place (0 = first, the main picture). */
      position?: number;
    };
    AdminProduct: {
      id: number;
      slug: components['schemas']['Slug'];
      sku: string;
      type: components['schemas']['ProductTypeName'];
      name: components['schemas']['AdminLocalizedName'];
      description: components['schemas']['AdminLocalizedDescription'];
      published: boolean;
      /** @description Raised by every change of the product's texts, publication or prices; send it back with a change. */
      version: number;
      /** @description The product's page in the Singapore shop, in English (e.g. `/sg/product/perfume-100ml/amber-oud`). */
      store_path: string;
      images: components['schemas']['AdminProductImage'][];
      variants: components['schemas']['AdminVariant'][];
      /** @description The product's collections, its primary one first. */
      collections: components['schemas']['AdminCollectionRef'][];
      /** @description The product's tags (scent families, occasions, ...), by group then the store's order. */
      tags: components['schemas']['AdminTagRef'][];
    };
    AdminCollectionRef: {
      id: number;
      slug: components['schemas']['Slug'];
      name: components['schemas']['AdminLocalizedName'];
    };
    AdminTagRef: {
      id: number;
      slug: string;
      /** @description e.g. `scent_family`, `occasion`. */
      group: string;
      name: components['schemas']['AdminLocalizedName'];
    };
    AdminCatalogueTerms: {
      collections: components['schemas']['AdminCollectionRef'][];
      tags: components['schemas']['AdminTagRef'][];
    };
    /**
     * @example {
     *       "type": "perfume_oil",
     *       "slug": "jasmine-night-oil",
     *       "sku": "ATS-PO-JASN",
     *       "name": {
     *         "en": "Jasmine Night Perfume Oil",
     *         "ar": "زيت عطر ليل الياسمين",
     *         "zh-hans": "茉莉之夜香水油",
     *         "vi": "Dầu thơm Đêm Hoa Nhài"
     *       },
     *       "variant": {
     *         "sku": "ATS-PO-JASN-10",
     *         "label": {
     *           "en": "10ml",
     *           "ar": "10 مل",
     *           "zh-hans": "10 毫升",
     *           "vi": "10ml"
     *         },
     *         "stock": 24,
     *         "prices": [
     *           {
     *             "currency": "SGD",
     *             "amount": 4500
     *           },
     *           {
     *             "currency": "USD",
     *             "amount": 3400
     *           },
     *           {
     *             "currency": "VND",
     *             "amount": 850000
     *           },
     *           {
     *             "currency": "KRW",
     *             "amount": 46000
     *           },
     *           {
     *             "currency": "AED",
     *             "amount": 12500
     *           }
     *         ]
     *       }
     *     }
     */
    AdminProductCreate: {
      type: components['schemas']['ProductTypeName'];
      slug: components['schemas']['Slug'];
      /** @description Upper-case letters, digits and hyphens (`ATS-EDP-AMB`). */
      sku: string;
      name: components['schemas']['AdminLocalizedName'];
      description?: components['schemas']['AdminLocalizedDescription'];
      /**
       * @description False by default: published once its photographs are in.
       * @default false
       */
      published?: boolean;
      variant: components['schemas']['AdminVariantCreate'];
    };
    AdminVariantCreate: {
      /** @description Unique across every product's variants. */
      sku: string;
      label: components['schemas']['AdminLocalizedName'];
      /** @description 100ml or 30ml for a perfume bottle, else null (or left out). */
      size?: components['schemas']['PerfumeSize'] | null;
      /** @description Units on hand to start with. */
      stock: number;
      /** @description One price per currency the shop sells in (every one of them). */
      prices: components['schemas']['AdminPriceInput'][];
    };
    /**
     * @example {
     *       "version": 3,
     *       "published": false
     *     }
     * @example {
     *       "version": 4,
     *       "collection_ids": [
     *         2,
     *         5
     *       ],
     *       "tag_ids": [
     *         11,
     *         12
     *       ]
     *     }
     */
    AdminProductUpdate: {
      /** @description The version the change was made on. */
      version: number;
      name?: components['schemas']['AdminLocalizedName'];
      description?: components['schemas']['AdminLocalizedDescription'];
      published?: boolean;
      /** @description The product's collections (replaces them; the first is its primary collection). */
      collection_ids?: number[];
      /** @description The product's tags (replaces them). */
      tag_ids?: number[];
    };
    AdminPriceInput: {
      currency: components['schemas']['CurrencyCode'];
      /** @description Minor units of `currency` (cents of SGD, USD and AED; whole dong and won). */
      amount: number;
      /** @description A previous price to show struck through; must be above `amount`. */
      compare_at_amount?: number | null;
    };
    /**
     * @example {
     *       "version": 3,
     *       "prices": [
     *         {
     *           "currency": "SGD",
     *           "amount": 13900
     *         },
     *         {
     *           "currency": "VND",
     *           "amount": 2590000,
     *           "compare_at_amount": 2890000
     *         }
     *       ]
     *     }
     */
    AdminVariantPrices: {
      /** @description The product's version the change was made on. */
      version: number;
      prices: components['schemas']['AdminPriceInput'][];
    };
    /**
     * @example {
     *       "delta": 24,
     *       "reason": "Delivery received"
     *     }
     */
    AdminStockAdjustment: {
      /** @description Units to add (positive) or remove (negative). */
      delta: number;
      /** @description Why, for the audit log (e.g. "delivery received", "damaged"). */
      reason: string;
    };
    AdminStockLevel: {
      variant_id: number;
      /** @description Units on hand after the change. */
      stock: number;
    };
    /**
     * @description A code's state now: `scheduled` (its start is ahead), `active` (usable, limits allowing),
     *     `used_up` (its usage limit reached), `expired` (its end passed), `deactivated` (stopped by
     *     staff).
     * @enum {string}
     */
    AdminPromoState: 'scheduled' | 'active' | 'used_up' | 'expired' | 'deactivated';
    /**
     * @description A membership tier.
     * @enum {string}
     */
    AdminPromoTier: 'silver' | 'gold' | 'black';
    /** @description A code's money in one currency (minor units of `currency`). */
    AdminPromoAmount: {
      currency: components['schemas']['CurrencyCode'];
      /** @description `fixed_amount` codes: what it takes off in this currency (a currency without one: the code does not apply there). */
      amount_off: components['schemas']['MinorUnits'] | null;
      /** @description The subtotal the cart must reach in this currency; null for none. */
      min_spend: components['schemas']['MinorUnits'] | null;
    };
    /** @description What a code does and when and how often it may be used. */
    AdminPromoTerms: {
      /** @description What shoppers type (matched whatever the case). */
      code: string;
      description: components['schemas']['AdminLocalizedName'];
      kind: components['schemas']['DiscountType'];
      /** @description `percentage` codes: 1-100; 0 otherwise. */
      percent: number;
      /** @description Per-currency amount off (`fixed_amount`) and minimum spend, one entry per currency. */
      amounts: components['schemas']['AdminPromoAmount'][];
      /** @description Shops (countries) where it works; empty for all. */
      countries: components['schemas']['CountryCode'][];
      /** @description Currencies where it works; null for all. */
      currencies: components['schemas']['CurrencyCode'][] | null;
      /**
       * Format: date-time
       * @description From when; null for now.
       */
      starts_at: string | null;
      /**
       * Format: date-time
       * @description Until when; null for no end.
       */
      ends_at: string | null;
      /** @description Uses in all (every shopper); null for no limit. */
      usage_limit: number | null;
      /** @description Uses per customer (e-mail, and account for members); null for no limit. */
      per_customer_limit: number | null;
      /**
       * @description Shop carts, or workshop bookings (the tier guest codes).
       * @enum {string}
       */
      applies_to: 'cart' | 'workshop';
      /**
       * @description A tier code — the membership tiers it is for; null for everyone. The store refuses it to
       *     guests (`members_only`) and to members of other tiers (`tier`) when applied, checked,
       *     at precheckout and at checkout.
       */
      tiers: components['schemas']['AdminPromoTier'][] | null;
    };
    AdminPromoUpdate: {
      /** @description The version the change was made on. */
      version: number;
      terms: components['schemas']['AdminPromoTerms'];
    };
    AdminPromoDeactivate: {
      /** @description The version the change was made on. */
      version: number;
    };
    AdminPromo: {
      id: number;
      terms: components['schemas']['AdminPromoTerms'];
      state: components['schemas']['AdminPromoState'];
      /** @description Uses taken now (placed orders and carts holding the code); counted against `usage_limit`. */
      used_count: number;
      /** @description Orders and bookings placed with the code. */
      redemptions: number;
      /** Format: date-time */
      deactivated_at: string | null;
      /** @description The code adds a free gift (set up in the content files; kept by edits). */
      free_gift: boolean;
      /** @description Raised by every change; send it back with a change. */
      version: number;
    };
    AdminPromoSummary: {
      id: number;
      code: string;
      kind: components['schemas']['DiscountType'];
      percent: number;
      state: components['schemas']['AdminPromoState'];
      /** Format: date-time */
      starts_at: string | null;
      /** Format: date-time */
      ends_at: string | null;
      usage_limit: number | null;
      used_count: number;
      redemptions: number;
      tiers: components['schemas']['AdminPromoTier'][] | null;
      /** @enum {string} */
      applies_to: 'cart' | 'workshop';
    };
    AdminPromoPage: {
      count: number;
      results: components['schemas']['AdminPromoSummary'][];
    };
    /**
     * @description `pending` (bought, not paid yet), `active`, `redeemed` (spent), `expired`, `voided` (by staff).
     * @enum {string}
     */
    AdminGiftCardStatus: 'pending' | 'active' | 'redeemed' | 'expired' | 'voided';
    AdminGiftCardSummary: {
      id: number;
      /** @description The code's last 4 characters (the full code only on the card's page). */
      code_last4: string;
      currency: components['schemas']['CurrencyCode'];
      initial_value: components['schemas']['MinorUnits'];
      balance: components['schemas']['MinorUnits'];
      status: components['schemas']['AdminGiftCardStatus'];
      recipient_email: components['schemas']['Email'];
      /** Format: date-time */
      expires_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Issued in the console rather than bought in the store. */
      issued_by_staff: boolean;
    };
    AdminGiftCardPage: {
      count: number;
      results: components['schemas']['AdminGiftCardSummary'][];
    };
    /**
     * @description One entry of a card's history: `purchase` (an order bought it), `issue` (staff issued it),
     *     `redemption` (an order paid with it), `release` (an unpaid order's hold gave the money
     *     back), `refund` (a refund put money back on it), `void` (staff voided it).
     */
    AdminGiftCardEvent: {
      /** @enum {string} */
      kind: 'purchase' | 'issue' | 'redemption' | 'release' | 'refund' | 'void';
      /** Format: date-time */
      at: string;
      /** @description Money moved (the value bought or issued, taken, given back, or voided). */
      amount: components['schemas']['MinorUnits'];
      currency: components['schemas']['CurrencyCode'];
      /** Format: uuid */
      order_id: string | null;
      order_number: number | null;
      /** @description The reason of a refund or void. */
      note: string | null;
    };
    AdminGiftCard: {
      id: number;
      /** @description The full code (staff only). */
      code: string;
      currency: components['schemas']['CurrencyCode'];
      initial_value: components['schemas']['MinorUnits'];
      balance: components['schemas']['MinorUnits'];
      status: components['schemas']['AdminGiftCardStatus'];
      recipient_email: components['schemas']['Email'];
      recipient_name: string | null;
      sender_name: string | null;
      message: string | null;
      /** Format: date-time */
      expires_at: string | null;
      /** Format: date-time */
      created_at: string;
      issued_by_staff: boolean;
      /** Format: date-time */
      voided_at: string | null;
      void_reason: string | null;
      /** @description Oldest first. */
      history: components['schemas']['AdminGiftCardEvent'][];
    };
    /**
     * @example {
     *       "currency": "SGD",
     *       "amount": 5000,
     *       "recipient_email": "guest@example.com",
     *       "message": "Sorry for the wait"
     *     }
     */
    AdminGiftCardIssue: {
      currency: components['schemas']['CurrencyCode'];
      /** @description The card's value in minor units of `currency`; at most 10 times the largest value the store sells in that currency (a slip of the keyboard is refused, 400). */
      amount: number;
      recipient_email: components['schemas']['Email'];
      recipient_name?: string;
      message?: string;
    };
    AdminGiftCardVoid: {
      /** @description Why: kept on the card and in the audit log. */
      reason: string;
    };
    /**
     * @description `confirmed` (opened the e-mailed link: subscribed), `pending` (not yet) or `unsubscribed`
     *     (left through an unsubscribe link: never mailed, until a new sign-up is confirmed).
     * @enum {string}
     */
    AdminSubscriberStatus: 'confirmed' | 'pending' | 'unsubscribed';
    AdminSubscriber: {
      id: number;
      email: string;
      status: components['schemas']['AdminSubscriberStatus'];
      country: string | null;
      language: string | null;
      source: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      confirmed_at: string | null;
    };
    AdminSubscriberPage: {
      count: number;
      results: components['schemas']['AdminSubscriber'][];
    };
    /**
     * @description A wall-clock start in the studio's time zone, on the half hour (HH:MM).
     * @example 10:30
     */
    AdminSlotTime: string;
    AdminWorkshopService: {
      id: components['schemas']['WorkshopServiceId'];
      /** @enum {string} */
      code: 'PCA' | 'LA' | 'FA' | 'AA' | 'BA' | 'TBA' | 'HA';
      name: components['schemas']['AdminLocalizedName'];
      duration_minutes: number;
      capacity_per_slot: number;
      max_guests: number;
      /** @description ISO weekdays (1 Monday … 7 Sunday) the service runs on, ascending. */
      opening_days: number[];
      first_start: components['schemas']['AdminSlotTime'];
      last_start: components['schemas']['AdminSlotTime'];
      prices: {
        currency: components['schemas']['CurrencyCode'];
        amount: components['schemas']['MinorUnits'];
      }[];
      version: number;
    };
    AdminWorkshopServicePage: {
      count: number;
      results: components['schemas']['AdminWorkshopService'][];
    };
    /** @description The fields to change (at least one) and the version they were read at. */
    AdminWorkshopServiceUpdate: {
      version: number;
      opening_days?: number[];
      first_start?: components['schemas']['AdminSlotTime'];
      last_start?: components['schemas']['AdminSlotTime'];
      capacity_per_slot?: number;
    };
    AdminBookingEntry: {
      /** @description The session's id (what a move names). */
      id: number;
      line_name: string;
      service_id: components['schemas']['WorkshopServiceId'];
      /** @enum {string} */
      code: 'PCA' | 'LA' | 'FA' | 'AA' | 'BA' | 'TBA' | 'HA';
      /** @description In the request's language. */
      service_name: string;
      /** Format: date-time */
      start: string;
      /** Format: date-time */
      end: string;
      guests: number;
    };
    AdminBooking: {
      /** Format: uuid */
      id: string;
      status: components['schemas']['BookingStatus'];
      country: string | null;
      language: string | null;
      currency: components['schemas']['CurrencyCode'];
      amount: components['schemas']['MinorUnits'];
      discount: components['schemas']['MinorUnits'];
      /** @description Addition (issue 25). The tax included in `amount`, as stored when the booking was made (`none` before tax was recorded). */
      tax: components['schemas']['TaxIncluded'];
      client: components['schemas']['BookingClient'];
      /** @description The member who booked (null for a guest). */
      user_id: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      paid_at: string | null;
      /** Format: date-time */
      cancelled_at: string | null;
      /** @description Its payment was paid back. */
      refunded: boolean;
      /**
       * @description When the provider failed or canceled the refund of its payment (Stripe's `refund.failed`
       *     / `refund.updated`), why; the money was not paid back. Null otherwise.
       */
      refund_failure_reason: string | null;
      entries: components['schemas']['AdminBookingEntry'][];
    };
    AdminSlotUse: {
      service_id: components['schemas']['WorkshopServiceId'];
      /** @enum {string} */
      code: 'PCA' | 'LA' | 'FA' | 'AA' | 'BA' | 'TBA' | 'HA';
      /** Format: date-time */
      start: string;
      /** Format: date-time */
      end: string;
      capacity: number;
      /** @description Places held by paid bookings and live holds. */
      booked: number;
    };
    AdminBookingDay: {
      /** Format: date */
      date: string;
      country: string;
      time_zone: string;
      count: number;
      results: components['schemas']['AdminBooking'][];
      slots: components['schemas']['AdminSlotUse'][];
    };
    AdminMoveBookingRequest: {
      entry_id: number;
      /** Format: date-time */
      start: string;
    };
    AdminCancelBookingRequest: {
      reason: string;
    };
    AdminCustomerSummary: {
      id: number;
      email: components['schemas']['Email'];
      first_name: string;
      last_name: string;
      tier: components['schemas']['MembershipTier'] | null;
      country: string | null;
      /** Format: date-time */
      date_joined: string;
    };
    AdminCustomerPage: {
      count: number;
      results: components['schemas']['AdminCustomerSummary'][];
    };
    /** @description A member as the console sees them; no password hash, token or reset token, ever. */
    AdminCustomer: {
      id: number;
      email: components['schemas']['Email'];
      first_name: string;
      last_name: string;
      phone: string | null;
      tier: components['schemas']['MembershipTier'] | null;
      country: string | null;
      language: string | null;
      marketing_opt_in: boolean;
      /** Format: date-time */
      date_joined: string;
      /** @description The latest 50, newest first. */
      orders: {
        /** Format: uuid */
        id: string;
        number: number;
        status: components['schemas']['OrderStatus'];
        currency: components['schemas']['CurrencyCode'];
        total: components['schemas']['MinorUnits'];
        /** Format: date-time */
        created_at: string;
      }[];
      /** @description The latest 50, newest first. */
      bookings: {
        /** Format: uuid */
        id: string;
        status: components['schemas']['BookingStatus'];
        currency: components['schemas']['CurrencyCode'];
        amount: components['schemas']['MinorUnits'];
        /** Format: date-time */
        first_start: string | null;
        /** Format: date-time */
        created_at: string;
      }[];
    };
    /**
     * @description The pipeline: new (from the contact form) -> contacted -> won | lost (any move allowed).
     * @enum {string}
     */
    AdminLeadStatus: 'new' | 'contacted' | 'won' | 'lost';
    AdminLeadSummary: {
      /** Format: uuid */
      id: string;
      company: string;
      name: string;
      email: components['schemas']['Email'];
      country: string;
      industry: string | null;
      status: components['schemas']['AdminLeadStatus'];
      /** @description How many notes it has. */
      notes: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      status_changed_at: string | null;
    };
    AdminLeadPage: {
      count: number;
      /** @description Leads per status for the same search (all statuses, whatever `status` filters). */
      counts: {
        new: number;
        contacted: number;
        won: number;
        lost: number;
      };
      results: components['schemas']['AdminLeadSummary'][];
    };
    AdminLeadNote: {
      id: number;
      text: string;
      author: components['schemas']['StaffRef'];
      /** Format: date-time */
      created_at: string;
    };
    AdminLead: {
      /** Format: uuid */
      id: string;
      company: string;
      name: string;
      email: components['schemas']['Email'];
      phone: string | null;
      country: string;
      industry: string | null;
      space_size_sqm: number | null;
      message: string;
      status: components['schemas']['AdminLeadStatus'];
      version: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      status_changed_at: string | null;
      status_changed_by: components['schemas']['StaffRef'] | null;
      /** @description Oldest first. */
      notes: components['schemas']['AdminLeadNote'][];
    };
    AdminLeadUpdate: {
      version: number;
      status: components['schemas']['AdminLeadStatus'];
    };
    AdminLeadNoteRequest: {
      text: string;
    };
    /**
     * @description Where a page is shown: the store, or the business area (`business-`, `success-story-`, `press-release-` slugs).
     * @enum {string}
     */
    AdminCmsArea: 'store' | 'business';
    AdminCmsSeo: {
      title: string;
      description: string | null;
      /** @description A path under /media/ (as the content files give it), or null. */
      image: string | null;
    };
    AdminCmsPageSummary: {
      /** @description Base slug. */
      slug: string;
      country: components['schemas']['CountryCode'];
      language: components['schemas']['LanguageCode'];
      area: components['schemas']['AdminCmsArea'];
      /** @description The draft's title when there is one. */
      title: string;
      /** @description Shoppers can see a published version. */
      published: boolean;
      /** @description Unpublished changes are waiting. */
      has_draft: boolean;
      version: number;
      /** Format: date-time */
      updated_at: string;
    };
    AdminCmsPageList: {
      /** @description Pages matching the filters (all pages). */
      count: number;
      results: components['schemas']['AdminCmsPageSummary'][];
    };
    AdminCmsPage: {
      /** @description Base slug. */
      slug: string;
      country: components['schemas']['CountryCode'];
      language: components['schemas']['LanguageCode'];
      area: components['schemas']['AdminCmsArea'];
      title: string;
      seo: components['schemas']['AdminCmsSeo'];
      blocks: components['schemas']['CmsBlock'][];
      /** @description Shoppers can see a published version. */
      published: boolean;
      /** @description What is shown is a draft shoppers do not see yet. */
      has_draft: boolean;
      /** @description What a save or publish sends back. */
      version: number;
      /** Format: date-time */
      updated_at: string;
      /** @description The store's draft view of this page (root-relative, with the editors' preview token), for the console's preview frame. */
      preview_url: string;
      /** @description Where shoppers read the published page (root-relative), in the store or the business area, when it is published. */
      store_url: string | null;
    };
    /**
     * @example {
     *       "version": 3,
     *       "title": "Frequently asked questions",
     *       "seo": {
     *         "title": "FAQ",
     *         "description": "Answers about orders and workshops",
     *         "image": null
     *       },
     *       "blocks": [
     *         {
     *           "id": "b1",
     *           "type": "heading",
     *           "data": {
     *             "text": "Delivery"
     *           }
     *         },
     *         {
     *           "id": "b2",
     *           "type": "rich_text",
     *           "data": {
     *             "html": "<p>We ship in two days.</p>"
     *           }
     *         }
     *       ]
     *     }
     */
    AdminCmsPageDraft: {
      /** @description The page's version the edit was made on. */
      version: number;
      title: string;
      seo: components['schemas']['AdminCmsSeo'];
      blocks: components['schemas']['CmsBlock'][];
    };
    /**
     * @example {
     *       "slug": "faq",
     *       "country": "vn",
     *       "language": "vi",
     *       "title": "Câu hỏi thường gặp",
     *       "copy_from": {
     *         "country": "sg",
     *         "language": "en"
     *       }
     *     }
     */
    AdminCmsPageNew: {
      /** @description The base slug (`faq`, `business-spring-launch`), without country and language. */
      slug: string;
      country: components['schemas']['CountryCode'];
      language: components['schemas']['LanguageCode'];
      title: string;
      /** @description Another country and language of the same slug whose SEO fields and blocks the new page starts with (its draft when there is one). */
      copy_from?: {
        country: components['schemas']['CountryCode'];
        language: components['schemas']['LanguageCode'];
      };
    };
    AdminVersionOnly: {
      /** @description The version the action was decided on. */
      version: number;
    };
    /** @description An https origin (scheme and host, optional port), lower case; no path, no wildcard. `http://localhost` and `http://127.0.0.1` (a partner page on one machine, which browsers treat as secure) are the only http ones. */
    AdminPartnerOrigin: string;
    /** @description The partner's design tokens (libs/quiz-widget `STORED_THEME_NAMES`); the widget ignores an unsafe value. */
    AdminPartnerTheme: {
      [key: string]: string;
    };
    AdminPartnerSummary: {
      partnership: components['schemas']['PartnershipSlug'];
      name: string;
      allowed_origins: string[];
      version: number;
    };
    AdminPartnerList: {
      count: number;
      results: components['schemas']['AdminPartnerSummary'][];
    };
    AdminPartner: {
      partnership: components['schemas']['PartnershipSlug'];
      name: string;
      allowed_origins: string[];
      theme: {
        [key: string]: string;
      };
      /** @description Questions of the partner's own quiz set, shown or not (0 until it has its own). */
      quiz_questions: number;
      quiz: components['schemas']['AdminPartnerQuiz'];
      /** @description What the partner pastes (the embed README's two lines, with our origin and their slug). */
      snippet: string;
      version: number;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description The quiz the partner's embed shows now: `store` (the shop's quiz, read-only here) or `own`
     *     (the partner's own questions, which replace the shop's), questions and answers in quiz order.
     */
    AdminPartnerQuiz: {
      source: components['schemas']['AdminPartnerQuizSource'];
      questions: components['schemas']['AdminQuizQuestion'][];
    };
    /**
     * @description `store`: the shop's quiz; `own`: the partner's own questions.
     * @enum {string}
     */
    AdminPartnerQuizSource: 'store' | 'own';
    AdminQuizQuestion: {
      id: number;
      prompt: components['schemas']['AdminQuizText'];
      /** @description Several answers may be chosen. */
      multiple: boolean;
      answers: {
        id: number;
        label: components['schemas']['AdminQuizText'];
      }[];
    };
    /** @description A quiz text as stored, in every store language (empty where a language is missing). */
    AdminQuizText: {
      en: string;
      ar: string;
      'zh-hans': string;
      vi: string;
    };
    /**
     * @description A question's prompt in all four languages, plain text (no `<` or `>`), not blank.
     * @example {
     *       "en": "Where will you wear it?",
     *       "ar": "أين سترتديه؟",
     *       "zh-hans": "你会在哪里使用？",
     *       "vi": "Bạn sẽ dùng ở đâu?"
     *     }
     */
    AdminQuizPromptInput: {
      en: string;
      ar: string;
      'zh-hans': string;
      vi: string;
    };
    /** @description An answer's label in all four languages, plain text (no `<` or `>`), not blank. */
    AdminQuizLabelInput: {
      en: string;
      ar: string;
      'zh-hans': string;
      vi: string;
    };
    /**
     * @example {
     *       "version": 3,
     *       "source": "own"
     *     }
     */
    AdminPartnerQuizChoice: {
      /** @description The partner's version the change was made on. */
      version: number;
      source: components['schemas']['AdminPartnerQuizSource'];
    };
    AdminPartnerQuizOrder: {
      /** @description The partner's version the change was made on. */
      version: number;
      /** @description Every one of the partner's own questions, once, in the new order. */
      question_ids: number[];
    };
    /**
     * @example {
     *       "version": 3,
     *       "answers": [
     *         {
     *           "id": 41,
     *           "label": {
     *             "en": "By the pool",
     *             "ar": "بجانب المسبح",
     *             "zh-hans": "泳池边",
     *             "vi": "Bên hồ bơi"
     *           }
     *         }
     *       ]
     *     }
     */
    AdminPartnerQuizQuestionUpdate: {
      /** @description The partner's version the change was made on. */
      version: number;
      prompt?: components['schemas']['AdminQuizPromptInput'];
      /** @description New labels of some of the question's answers, by id (each id once). */
      answers?: {
        id: number;
        label: components['schemas']['AdminQuizLabelInput'];
      }[];
    };
    /**
     * @example {
     *       "partnership": "globex",
     *       "name": "Globex Spa",
     *       "allowed_origins": [
     *         "https://www.globex.example"
     *       ],
     *       "theme": {
     *         "--atelier-accent": "#112233"
     *       }
     *     }
     */
    AdminPartnerCreate: {
      partnership: components['schemas']['PartnershipSlug'];
      name: string;
      allowed_origins: components['schemas']['AdminPartnerOrigin'][];
      theme: components['schemas']['AdminPartnerTheme'];
    };
    AdminPartnerUpdate: {
      /** @description The partner's version the change was made on. */
      version: number;
      name?: string;
      allowed_origins?: components['schemas']['AdminPartnerOrigin'][];
      theme?: components['schemas']['AdminPartnerTheme'];
    };
  };
  responses: {
    /** @description The request does not match this document; `errors` names each bad field. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Validation failed",
         *       "status": 400,
         *       "errors": [
         *         {
         *           "field": "email",
         *           "reason": "must match format \"email\""
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Missing, invalid or expired credentials. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Authentication credentials were not provided or are invalid",
         *       "status": 401
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The resource belongs to someone else. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "You do not have access to this resource",
         *       "status": 403
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such resource. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Not found",
         *       "status": 404
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request conflicts with the current state (stock, capacity, already done, idempotency key reused). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Only 2 left in stock",
         *       "status": 409,
         *       "errors": [
         *         {
         *           "field": "quantity",
         *           "reason": "only 2 left in stock"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Well-formed, but the business rules refuse it (e.g. promo not applicable, empty cart). */
    Unprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "This code needs a minimum spend of S$50.00",
         *       "status": 422
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Rate limited; retry after the given seconds. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Too many requests, please try again later",
         *       "status": 429
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Unexpected server error. */
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Something went wrong",
         *       "status": 500
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description The payment provider refused the refund or could not be reached; nothing was changed.
     *     `code` is `payment_provider_error`; `errors` holds one entry, field `payment_provider`, with
     *     the provider's reason (in the provider's words) for the console's own sentence.
     */
    PaymentProviderError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "The payment provider refused the refund: This charge is disputed and cannot be refunded. Nothing was changed.",
         *       "status": 502,
         *       "code": "payment_provider_error",
         *       "errors": [
         *         {
         *           "field": "payment_provider",
         *           "reason": "This charge is disputed and cannot be refunded."
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description Someone else changed the entity since the `version` sent: nothing was written; `current` is
     *     the entity as it is now, so the console can show the other change.
     */
    VersionConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['VersionConflict'];
      };
    };
  };
  parameters: {
    /**
     * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
     * @example sg
     */
    AcceptCountry: string;
    /**
     * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
     *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
     *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
     *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
     * @example en
     */
    AcceptLanguage: string;
    /**
     * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
     * @example sgd
     */
    AcceptCurrency: 'sgd' | 'usd' | 'vnd' | 'krw' | 'aed';
    /**
     * @description Client-chosen unique key for this creation attempt (a UUID is recommended). Retries of the
     *     same attempt reuse it; the server keeps keys for 24 hours.
     * @example 3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10
     */
    IdempotencyKey: string;
    /** @description Editors' preview token for draft CMS pages. */
    PreviewToken: string;
    /** @description Partner slug of an embedding site; the partner's own quiz set is used. */
    Partnership: components['schemas']['PartnershipSlug'];
    /**
     * @description `{slug}-{country}-{language}`, e.g. `faq-sg-en` or `about-vn-zh-hans`.
     * @example faq-sg-en
     */
    CmsSlug: string;
    /** @description 1-based page number. */
    Page: number;
    /** @description Items per page. */
    PageSize: number;
    /** @description The member's id. */
    UserId: number;
    /** @description The cart's unguessable id. */
    CartPk: string;
    /** @description The cart's unguessable id (SPEC §7 names it `id` on this path). */
    CartIdAsId: string;
    /** @description The cart item's id. */
    CartItemId: number;
    /** @description The outcome's unguessable id. */
    OutcomeId: string;
    /** @description The product's id. */
    ItemId: number;
    /** @description The order's unguessable id. */
    OrderId: string;
    /** @description The booking's unguessable id. */
    BookingId: string;
    /** @description Workshop service id (1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA). */
    WorkshopServiceIdParam: components['schemas']['WorkshopServiceId'];
    /** @description The gift card code. */
    GiftCardCodeParam: components['schemas']['GiftCardCode'];
    /** @description The picture's alt text in English (what a screen reader says; empty for decoration). */
    AdminImageAltEn: string;
    /** @description The alt text in Arabic. */
    AdminImageAltAr: string;
    /** @description The alt text in Simplified Chinese. */
    AdminImageAltZhHans: string;
    /** @description The alt text in Vietnamese. */
    AdminImageAltVi: string;
    /**
     * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
     *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
     *     body; optional here only so the admin client's middleware can add it to every write).
     */
    CsrfToken: string;
    /** @description Rows per page of an admin list. */
    AdminPageSize: number;
    /** @description Free-text search of an admin list. */
    AdminSearch: string;
    /** @description The product's id. */
    AdminProductId: number;
    /** @description The id of one of the product's variants. */
    AdminVariantId: number;
    /** @description The business lead's id. */
    AdminLeadId: string;
    /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
    AdminCmsSlug: string;
    /** @description The page's country. */
    AdminCmsCountry: components['schemas']['CountryCode'];
    /** @description The page's language. */
    AdminCmsLanguage: 'en' | 'ar' | 'zh-hans' | 'vi';
  };
  requestBodies: never;
  headers: {
    /**
     * @description Strong validator of this answer (a hash of its bytes, the same in every server process).
     *     Send it back as `If-None-Match` to get a 304 while the answer is unchanged.
     * @example "kX2mG0n7uYx1l0cVj9y1QzW8cE4"
     */
    ETag: string;
    /**
     * @description Catalogue answers are the same for every shopper of a market:
     *     `public, max-age=30, stale-while-revalidate=300` (the stock shown may lag by that much;
     *     adding to the cart and checkout always check the real stock). Answers not marked like this
     *     (carts, orders, accounts, errors) are `private, no-store`.
     * @example public, max-age=30, stale-while-revalidate=300
     */
    CatalogueCacheControl: string;
    /**
     * @description The answer depends on the request's locale headers (and `Origin`, for CORS).
     * @example Origin, Accept-Country, Accept-Language, Accept-Currency
     */
    LocaleVary: string;
  };
  pathItems: never;
}
export type HealthLive = components['schemas']['HealthLive'];
export type HealthCheck = components['schemas']['HealthCheck'];
export type HealthReady = components['schemas']['HealthReady'];
export type Error = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];
export type MinorUnits = components['schemas']['MinorUnits'];
export type CurrencyCode = components['schemas']['CurrencyCode'];
export type CountryCode = components['schemas']['CountryCode'];
export type LanguageCode = components['schemas']['LanguageCode'];
export type Email = components['schemas']['Email'];
export type Phone = components['schemas']['Phone'];
export type Slug = components['schemas']['Slug'];
export type PartnershipSlug = components['schemas']['PartnershipSlug'];
export type ImageUrl = components['schemas']['ImageUrl'];
export type ProductRef = components['schemas']['ProductRef'];
export type PromoCode = components['schemas']['PromoCode'];
export type GiftCardCode = components['schemas']['GiftCardCode'];
export type TagGroup = components['schemas']['TagGroup'];
export type Currency = components['schemas']['Currency'];
export type Country = components['schemas']['Country'];
export type ExchangeRate = components['schemas']['ExchangeRate'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegistrationReceived = components['schemas']['RegistrationReceived'];
export type TokenRefreshRequest = components['schemas']['TokenRefreshRequest'];
export type TokenRevokeRequest = components['schemas']['TokenRevokeRequest'];
export type TokenPair = components['schemas']['TokenPair'];
export type VerifyPaymentRequest = components['schemas']['VerifyPaymentRequest'];
export type PasswordChangeRequest = components['schemas']['PasswordChangeRequest'];
export type UserUpdateRequest = components['schemas']['UserUpdateRequest'];
export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];
export type PasswordResetReceived = components['schemas']['PasswordResetReceived'];
export type PasswordResetConfirmRequest = components['schemas']['PasswordResetConfirmRequest'];
export type VerifyRequest = components['schemas']['VerifyRequest'];
export type TokenVerification = components['schemas']['TokenVerification'];
export type MembershipTier = components['schemas']['MembershipTier'];
export type User = components['schemas']['User'];
export type LoginRecord = components['schemas']['LoginRecord'];
export type CmsPage = components['schemas']['CmsPage'];
export type CmsPageSummary = components['schemas']['CmsPageSummary'];
export type CmsBlock = components['schemas']['CmsBlock'];
export type Question = components['schemas']['Question'];
export type Answer = components['schemas']['Answer'];
export type Tag = components['schemas']['Tag'];
export type ScentMood = components['schemas']['ScentMood'];
export type Gender = components['schemas']['Gender'];
export type QuizAnswerSelection = components['schemas']['QuizAnswerSelection'];
export type CreateOutcomeRequest = components['schemas']['CreateOutcomeRequest'];
export type Outcome = components['schemas']['Outcome'];
export type ProductTypeName = components['schemas']['ProductTypeName'];
export type PerfumeSize = components['schemas']['PerfumeSize'];
export type ProductImage = components['schemas']['ProductImage'];
export type ProductVariant = components['schemas']['ProductVariant'];
export type ScentNotes = components['schemas']['ScentNotes'];
export type BundlePart = components['schemas']['BundlePart'];
export type Product = components['schemas']['Product'];
export type ProductSummary = components['schemas']['ProductSummary'];
export type Wishlist = components['schemas']['Wishlist'];
export type WishlistEntry = components['schemas']['WishlistEntry'];
export type AddressBook = components['schemas']['AddressBook'];
export type SavedAddress = components['schemas']['SavedAddress'];
export type SavedAddressInput = components['schemas']['SavedAddressInput'];
export type ProductPage = components['schemas']['ProductPage'];
export type BottleColour = components['schemas']['BottleColour'];
export type CapColour = components['schemas']['CapColour'];
export type BottleImage = components['schemas']['BottleImage'];
export type PerfumeLabel = components['schemas']['PerfumeLabel'];
export type PerfumeCustomization = components['schemas']['PerfumeCustomization'];
export type PromoRef = components['schemas']['PromoRef'];
export type DiscountType = components['schemas']['DiscountType'];
export type Promo = components['schemas']['Promo'];
export type PromoRule = components['schemas']['PromoRule'];
export type VariantValue = components['schemas']['VariantValue'];
export type CartItem = components['schemas']['CartItem'];
export type TaxIncluded = components['schemas']['TaxIncluded'];
export type Cart = components['schemas']['Cart'];
export type AddCartItemRequest = components['schemas']['AddCartItemRequest'];
export type UpdateCartItemRequest = components['schemas']['UpdateCartItemRequest'];
export type UpdateCartRequest = components['schemas']['UpdateCartRequest'];
export type PrecheckoutChange = components['schemas']['PrecheckoutChange'];
export type PrecheckoutResult = components['schemas']['PrecheckoutResult'];
export type ShippingMethodName = components['schemas']['ShippingMethodName'];
export type ShippingRule = components['schemas']['ShippingRule'];
export type SubscribeRequest = components['schemas']['SubscribeRequest'];
export type Subscriber = components['schemas']['Subscriber'];
export type NewsletterConfirmRequest = components['schemas']['NewsletterConfirmRequest'];
export type AccountDeletionRequest = components['schemas']['AccountDeletionRequest'];
export type MemberDataExport = components['schemas']['MemberDataExport'];
export type NotifyStockRequest = components['schemas']['NotifyStockRequest'];
export type StockNotification = components['schemas']['StockNotification'];
export type Address = components['schemas']['Address'];
export type CreateOrderRequest = components['schemas']['CreateOrderRequest'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type OrderLine = components['schemas']['OrderLine'];
export type Order = components['schemas']['Order'];
export type OrderPage = components['schemas']['OrderPage'];
export type CardPayment = components['schemas']['CardPayment'];
export type TokenPayment = components['schemas']['TokenPayment'];
export type PaymentRequest = components['schemas']['PaymentRequest'];
export type Payment = components['schemas']['Payment'];
export type PaymentWebhookEvent = components['schemas']['PaymentWebhookEvent'];
export type WebhookAck = components['schemas']['WebhookAck'];
export type WorkshopServiceId = components['schemas']['WorkshopServiceId'];
export type WorkshopService = components['schemas']['WorkshopService'];
export type WorkshopStudio = components['schemas']['WorkshopStudio'];
export type Slot = components['schemas']['Slot'];
export type BookingEntryRequest = components['schemas']['BookingEntryRequest'];
export type BookingLineRequest = components['schemas']['BookingLineRequest'];
export type BookingClient = components['schemas']['BookingClient'];
export type CreateBookingRequest = components['schemas']['CreateBookingRequest'];
export type BookingStatus = components['schemas']['BookingStatus'];
export type WorkshopBooking = components['schemas']['WorkshopBooking'];
export type BuyGiftCardRequest = components['schemas']['BuyGiftCardRequest'];
export type GiftCardOffer = components['schemas']['GiftCardOffer'];
export type GiftCardBalance = components['schemas']['GiftCardBalance'];
export type BusinessLeadRequest = components['schemas']['BusinessLeadRequest'];
export type BusinessLead = components['schemas']['BusinessLead'];
export type PartnerConfig = components['schemas']['PartnerConfig'];
export type VersionConflict = components['schemas']['VersionConflict'];
export type StaffRole = components['schemas']['StaffRole'];
export type StaffSignInRequest = components['schemas']['StaffSignInRequest'];
export type StaffMember = components['schemas']['StaffMember'];
export type StaffSession = components['schemas']['StaffSession'];
export type TotpSetup = components['schemas']['TotpSetup'];
export type TotpConfirmRequest = components['schemas']['TotpConfirmRequest'];
export type TotpDisableRequest = components['schemas']['TotpDisableRequest'];
export type StaffAccount = components['schemas']['StaffAccount'];
export type StaffAccountPage = components['schemas']['StaffAccountPage'];
export type StaffInviteRequest = components['schemas']['StaffInviteRequest'];
export type StaffInvitation = components['schemas']['StaffInvitation'];
export type StaffUpdateRequest = components['schemas']['StaffUpdateRequest'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditEntryPage = components['schemas']['AuditEntryPage'];
export type OrderFulfilment = components['schemas']['OrderFulfilment'];
export type FulfilOrderRequest = components['schemas']['FulfilOrderRequest'];
export type CancelOrderRequest = components['schemas']['CancelOrderRequest'];
export type RefundLineRequest = components['schemas']['RefundLineRequest'];
export type RefundOrderRequest = components['schemas']['RefundOrderRequest'];
export type StaffRef = components['schemas']['StaffRef'];
export type OrderRefundLine = components['schemas']['OrderRefundLine'];
export type OrderRefund = components['schemas']['OrderRefund'];
export type AdminPayment = components['schemas']['AdminPayment'];
export type OrderTimelineEvent = components['schemas']['OrderTimelineEvent'];
export type AdminOrderActions = components['schemas']['AdminOrderActions'];
export type RefundableLine = components['schemas']['RefundableLine'];
export type AdminOrder = components['schemas']['AdminOrder'];
export type AdminOrderSummary = components['schemas']['AdminOrderSummary'];
export type AdminOrderPage = components['schemas']['AdminOrderPage'];
export type AdminLocalizedName = components['schemas']['AdminLocalizedName'];
export type AdminLocalizedDescription = components['schemas']['AdminLocalizedDescription'];
export type AdminProductSummary = components['schemas']['AdminProductSummary'];
export type AdminProductPage = components['schemas']['AdminProductPage'];
export type AdminPrice = components['schemas']['AdminPrice'];
export type AdminVariant = components['schemas']['AdminVariant'];
export type AdminProductImage = components['schemas']['AdminProductImage'];
export type AdminProductImageChange = components['schemas']['AdminProductImageChange'];
export type AdminProduct = components['schemas']['AdminProduct'];
export type AdminCollectionRef = components['schemas']['AdminCollectionRef'];
export type AdminTagRef = components['schemas']['AdminTagRef'];
export type AdminCatalogueTerms = components['schemas']['AdminCatalogueTerms'];
export type AdminProductCreate = components['schemas']['AdminProductCreate'];
export type AdminVariantCreate = components['schemas']['AdminVariantCreate'];
export type AdminProductUpdate = components['schemas']['AdminProductUpdate'];
export type AdminPriceInput = components['schemas']['AdminPriceInput'];
export type AdminVariantPrices = components['schemas']['AdminVariantPrices'];
export type AdminStockAdjustment = components['schemas']['AdminStockAdjustment'];
export type AdminStockLevel = components['schemas']['AdminStockLevel'];
export type AdminPromoState = components['schemas']['AdminPromoState'];
export type AdminPromoTier = components['schemas']['AdminPromoTier'];
export type AdminPromoAmount = components['schemas']['AdminPromoAmount'];
export type AdminPromoTerms = components['schemas']['AdminPromoTerms'];
export type AdminPromoUpdate = components['schemas']['AdminPromoUpdate'];
export type AdminPromoDeactivate = components['schemas']['AdminPromoDeactivate'];
export type AdminPromo = components['schemas']['AdminPromo'];
export type AdminPromoSummary = components['schemas']['AdminPromoSummary'];
export type AdminPromoPage = components['schemas']['AdminPromoPage'];
export type AdminGiftCardStatus = components['schemas']['AdminGiftCardStatus'];
export type AdminGiftCardSummary = components['schemas']['AdminGiftCardSummary'];
export type AdminGiftCardPage = components['schemas']['AdminGiftCardPage'];
export type AdminGiftCardEvent = components['schemas']['AdminGiftCardEvent'];
export type AdminGiftCard = components['schemas']['AdminGiftCard'];
export type AdminGiftCardIssue = components['schemas']['AdminGiftCardIssue'];
export type AdminGiftCardVoid = components['schemas']['AdminGiftCardVoid'];
export type AdminSubscriberStatus = components['schemas']['AdminSubscriberStatus'];
export type AdminSubscriber = components['schemas']['AdminSubscriber'];
export type AdminSubscriberPage = components['schemas']['AdminSubscriberPage'];
export type AdminSlotTime = components['schemas']['AdminSlotTime'];
export type AdminWorkshopService = components['schemas']['AdminWorkshopService'];
export type AdminWorkshopServicePage = components['schemas']['AdminWorkshopServicePage'];
export type AdminWorkshopServiceUpdate = components['schemas']['AdminWorkshopServiceUpdate'];
export type AdminBookingEntry = components['schemas']['AdminBookingEntry'];
export type AdminBooking = components['schemas']['AdminBooking'];
export type AdminSlotUse = components['schemas']['AdminSlotUse'];
export type AdminBookingDay = components['schemas']['AdminBookingDay'];
export type AdminMoveBookingRequest = components['schemas']['AdminMoveBookingRequest'];
export type AdminCancelBookingRequest = components['schemas']['AdminCancelBookingRequest'];
export type AdminCustomerSummary = components['schemas']['AdminCustomerSummary'];
export type AdminCustomerPage = components['schemas']['AdminCustomerPage'];
export type AdminCustomer = components['schemas']['AdminCustomer'];
export type AdminLeadStatus = components['schemas']['AdminLeadStatus'];
export type AdminLeadSummary = components['schemas']['AdminLeadSummary'];
export type AdminLeadPage = components['schemas']['AdminLeadPage'];
export type AdminLeadNote = components['schemas']['AdminLeadNote'];
export type AdminLead = components['schemas']['AdminLead'];
export type AdminLeadUpdate = components['schemas']['AdminLeadUpdate'];
export type AdminLeadNoteRequest = components['schemas']['AdminLeadNoteRequest'];
export type AdminCmsArea = components['schemas']['AdminCmsArea'];
export type AdminCmsSeo = components['schemas']['AdminCmsSeo'];
export type AdminCmsPageSummary = components['schemas']['AdminCmsPageSummary'];
export type AdminCmsPageList = components['schemas']['AdminCmsPageList'];
export type AdminCmsPage = components['schemas']['AdminCmsPage'];
export type AdminCmsPageDraft = components['schemas']['AdminCmsPageDraft'];
export type AdminCmsPageNew = components['schemas']['AdminCmsPageNew'];
export type AdminVersionOnly = components['schemas']['AdminVersionOnly'];
export type AdminPartnerOrigin = components['schemas']['AdminPartnerOrigin'];
export type AdminPartnerTheme = components['schemas']['AdminPartnerTheme'];
export type AdminPartnerSummary = components['schemas']['AdminPartnerSummary'];
export type AdminPartnerList = components['schemas']['AdminPartnerList'];
export type AdminPartner = components['schemas']['AdminPartner'];
export type AdminPartnerQuiz = components['schemas']['AdminPartnerQuiz'];
export type AdminPartnerQuizSource = components['schemas']['AdminPartnerQuizSource'];
export type AdminQuizQuestion = components['schemas']['AdminQuizQuestion'];
export type AdminQuizText = components['schemas']['AdminQuizText'];
export type AdminQuizPromptInput = components['schemas']['AdminQuizPromptInput'];
export type AdminQuizLabelInput = components['schemas']['AdminQuizLabelInput'];
export type AdminPartnerQuizChoice = components['schemas']['AdminPartnerQuizChoice'];
export type AdminPartnerQuizOrder = components['schemas']['AdminPartnerQuizOrder'];
export type AdminPartnerQuizQuestionUpdate = components['schemas']['AdminPartnerQuizQuestionUpdate'];
export type AdminPartnerCreate = components['schemas']['AdminPartnerCreate'];
export type AdminPartnerUpdate = components['schemas']['AdminPartnerUpdate'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseUnprocessable = components['responses']['Unprocessable'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseInternalError = components['responses']['InternalError'];
export type ResponsePaymentProviderError = components['responses']['PaymentProviderError'];
export type ResponseVersionConflict = components['responses']['VersionConflict'];
export type ParameterAcceptCountry = components['parameters']['AcceptCountry'];
export type ParameterAcceptLanguage = components['parameters']['AcceptLanguage'];
export type ParameterAcceptCurrency = components['parameters']['AcceptCurrency'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterPreviewToken = components['parameters']['PreviewToken'];
export type ParameterPartnership = components['parameters']['Partnership'];
export type ParameterCmsSlug = components['parameters']['CmsSlug'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPageSize = components['parameters']['PageSize'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterCartPk = components['parameters']['CartPk'];
export type ParameterCartIdAsId = components['parameters']['CartIdAsId'];
export type ParameterCartItemId = components['parameters']['CartItemId'];
export type ParameterOutcomeId = components['parameters']['OutcomeId'];
export type ParameterItemId = components['parameters']['ItemId'];
export type ParameterOrderId = components['parameters']['OrderId'];
export type ParameterBookingId = components['parameters']['BookingId'];
export type ParameterWorkshopServiceIdParam = components['parameters']['WorkshopServiceIdParam'];
export type ParameterGiftCardCodeParam = components['parameters']['GiftCardCodeParam'];
export type ParameterAdminImageAltEn = components['parameters']['AdminImageAltEn'];
export type ParameterAdminImageAltAr = components['parameters']['AdminImageAltAr'];
export type ParameterAdminImageAltZhHans = components['parameters']['AdminImageAltZhHans'];
export type ParameterAdminImageAltVi = components['parameters']['AdminImageAltVi'];
export type ParameterCsrfToken = components['parameters']['CsrfToken'];
export type ParameterAdminPageSize = components['parameters']['AdminPageSize'];
export type ParameterAdminSearch = components['parameters']['AdminSearch'];
export type ParameterAdminProductId = components['parameters']['AdminProductId'];
export type ParameterAdminVariantId = components['parameters']['AdminVariantId'];
export type ParameterAdminLeadId = components['parameters']['AdminLeadId'];
export type ParameterAdminCmsSlug = components['parameters']['AdminCmsSlug'];
export type ParameterAdminCmsCountry = components['parameters']['AdminCmsCountry'];
export type ParameterAdminCmsLanguage = components['parameters']['AdminCmsLanguage'];
export type HeaderETag = components['headers']['ETag'];
export type HeaderCatalogueCacheControl = components['headers']['CatalogueCacheControl'];
export type HeaderLocaleVary = components['headers']['LocaleVary'];
export type $defs = Record<string, never>;
export interface operations {
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthLive'];
        };
      };
    };
  };
  healthLive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthLive'];
        };
      };
    };
  };
  healthReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready to serve. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReady'];
        };
      };
      /** @description Not ready; `checks` says which dependency and why. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReady'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginRecord'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  refreshToken: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRefreshRequest'];
      };
    };
    responses: {
      /** @description A new token pair; the old refresh token is spent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPair'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  revokeToken: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRevokeRequest'];
      };
    };
    responses: {
      /** @description Revoked (or was already revoked). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  verifyToken: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyRequest'];
      };
    };
    responses: {
      /** @description The token is valid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenVerification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  verifyPayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyPaymentRequest'];
      };
    };
    responses: {
      /** @description The order with its current status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  registerUser: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequest'];
      };
    };
    responses: {
      /** @description Received (the same answer for a free and a taken address). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationReceived'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getUserDetail: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  deleteUserAccount: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountDeletionRequest'];
      };
    };
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  updateUserDetail: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserUpdateRequest'];
      };
    };
    responses: {
      /** @description The member as now stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description The new e-mail address belongs to another account. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The email already exists",
           *       "status": 409,
           *       "errors": [
           *         {
           *           "field": "body.email",
           *           "reason": "taken"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  exportUserData: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member's data. */
      200: {
        headers: {
          /** @description `attachment; filename="atelier-scents-my-data.json"` */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberDataExport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChangeRequest'];
      };
    };
    responses: {
      /** @description Changed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      /** @description Received (the same answer whether or not the address has an account). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetReceived'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  confirmPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetConfirmRequest'];
      };
    };
    responses: {
      /** @description The password is changed; every session of the member has ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getWishlist: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The wishlist. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Wishlist'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  saveToWishlist: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The wishlist after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Wishlist'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  removeFromWishlist: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The wishlist after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Wishlist'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  listAddresses: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address book. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressBook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  addAddress: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedAddressInput'];
      };
    };
    responses: {
      /** @description The address book after the change. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressBook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  updateAddress: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The saved address's id. */
        addressId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedAddressInput'];
      };
    };
    responses: {
      /** @description The address book after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressBook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  deleteAddress: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The saved address's id. */
        addressId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The address book after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressBook'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  listUserCarts: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The member's id. */
        userId: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member's carts, most recently updated first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listCountries: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All countries. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Country'][];
        };
      };
      /** @description Not modified - the client's `If-None-Match` matches the ETag; no body. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  listExchangeRates: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One rate per currency (SGD itself has rate 1). */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExchangeRate'][];
        };
      };
      /** @description Not modified - the client's `If-None-Match` matches the ETag; no body. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  getCmsPage: {
    parameters: {
      query: {
        /**
         * @description `{slug}-{country}-{language}`, e.g. `faq-sg-en` or `about-vn-zh-hans`.
         * @example faq-sg-en
         */
        slug: components['parameters']['CmsSlug'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  getCmsDraftPage: {
    parameters: {
      query: {
        /**
         * @description `{slug}-{country}-{language}`, e.g. `faq-sg-en` or `about-vn-zh-hans`.
         * @example faq-sg-en
         */
        slug: components['parameters']['CmsSlug'];
      };
      header: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /** @description Editors' preview token for draft CMS pages. */
        'X-Preview-Token': components['parameters']['PreviewToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The latest draft of the page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listCmsCollection: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /**
         * @description A collection of the business area: its pages are the published CMS pages whose base
         *     slug starts with the collection's prefix — `success-stories`: `success-story-`,
         *     `press-releases`: `press-release-`, `business-products`: `business-product-`.
         */
        collection: 'success-stories' | 'press-releases' | 'business-products';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The collection's pages (summaries; each page itself comes from `GET /api/cms/pages/`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CmsPageSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  listQuestions: {
    parameters: {
      query?: {
        /** @description Partner slug of an embedding site; the partner's own quiz set is used. */
        partnership?: components['parameters']['Partnership'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Questions in quiz order (the partner's set when `partnership` is given). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Question'][];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listAnswers: {
    parameters: {
      query?: {
        /** @description Partner slug of an embedding site; the partner's own quiz set is used. */
        partnership?: components['parameters']['Partnership'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All answers of all questions (the partner's set when `partnership` is given). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Answer'][];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listTags: {
    parameters: {
      query?: {
        /** @description Only tags of this group, e.g. `scent_family`. */
        group?: components['schemas']['TagGroup'];
        /** @description Only tags used by the scent quiz. */
        quiz?: boolean;
        /** @description Partner slug of an embedding site; the partner's own quiz set is used. */
        partnership?: components['parameters']['Partnership'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matching tags. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tag'][];
        };
      };
      /** @description Not modified - the client's `If-None-Match` matches the ETag; no body. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  listOutcomes: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member's outcomes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Outcome'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  createOutcome: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOutcomeRequest'];
      };
    };
    responses: {
      /** @description The outcome. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Outcome'];
        };
      };
      400: components['responses']['BadRequest'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  getOutcome: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The outcome's unguessable id. */
        id: components['parameters']['OutcomeId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The outcome. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Outcome'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  clearOutcome: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The outcome's unguessable id. */
        id: components['parameters']['OutcomeId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cleared. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  getProduct: {
    parameters: {
      query: {
        /** @description The product type of the route. */
        type: components['schemas']['ProductTypeName'];
        /** @description Numeric product id or the product's slug. */
        id: components['schemas']['ProductRef'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product, localized and priced in the requested currency. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description Not modified - the client's `If-None-Match` matches the ETag; no body. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listProducts: {
    parameters: {
      query?: {
        /**
         * @description Search (an addition beyond SPEC §7): only products on sale whose name, English name,
         *     tags (scent families, occasions) or scent notes, in the `Accept-Language` language
         *     (English where a text is missing), hold every word of `q`, each word as a prefix
         *     ("jasm" finds jasmine). Case, accents and Vietnamese đ are ignored ("nuoc hoa" finds
         *     "nước hoa"), as are Arabic short vowels; Chinese matches as a run of characters. Results
         *     are ranked (a name match above a family match above a notes match) unless `sort` asks
         *     for another order, and combine with every other filter, the price range and paging. At
         *     most 100 characters; a `q` with no letter or digit is a 400 naming `q`. An empty page
         *     (`count` 0) when nothing matches.
         */
        q?: string;
        /** @description Only these product types (repeat the parameter for several). */
        type?: components['schemas']['ProductTypeName'][];
        /** @description Only products of this collection (e.g. `home-perfumes`, `gift-collections`). */
        collection?: components['schemas']['Slug'];
        /** @description Only products with this tag id (e.g. a scent family from `GET /api/tags/?group=scent_family`). */
        tag?: number;
        /**
         * @description Only products whose price (lowest variant price) is at least this, in minor units of
         *     the `Accept-Currency` currency. 400 when greater than `max_price`.
         */
        min_price?: number;
        /** @description Only products whose price is at most this, in minor units of the `Accept-Currency` currency. */
        max_price?: number;
        /**
         * @description Sort order: `featured` (the shop's order), `newest` first, `price_asc` / `price_desc`
         *     (price in the requested currency), `name` (A-Z in the requested language), `relevance`
         *     (with `q`: best match first; an addition). Ties keep the featured order. Default:
         *     `relevance` with `q`, else `featured`.
         */
        sort?: 'featured' | 'newest' | 'price_asc' | 'price_desc' | 'name' | 'relevance';
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        page_size?: components['parameters']['PageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of products. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPage'];
        };
      };
      /** @description Not modified - the client's `If-None-Match` matches the ETag; no body. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  listBottleImages: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One image per bottle colour, cap colour and size. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BottleImage'][];
        };
      };
      /** @description Not modified - the client's `If-None-Match` matches the ETag; no body. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  listRelatedItems: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Related products. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductSummary'][];
        };
      };
      /** @description Not modified - the client's `If-None-Match` matches the ETag; no body. */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CatalogueCacheControl'];
          Vary: components['headers']['LocaleVary'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  notifyStock: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotifyStockRequest'];
      };
    };
    responses: {
      /** @description We will e-mail this address when the product is back. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockNotification'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  checkPromo: {
    parameters: {
      query: {
        /** @description The promo code as typed (case-insensitive). */
        code: components['schemas']['PromoCode'];
        /** @description The cart to check the code against. */
        cart: string;
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The code applies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promo'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listPromoRules: {
    parameters: {
      query: {
        /** @description Product type the rules apply to. */
        type: components['schemas']['ProductTypeName'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Active rules for the type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoRule'][];
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  createCart: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new, empty cart in the requested currency. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getCart: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cart, priced in the requested currency. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  updateCart: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCartRequest'];
      };
    };
    responses: {
      /** @description The updated cart. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  clearCart: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id (SPEC §7 names it `id` on this path). */
        id: components['parameters']['CartIdAsId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The emptied cart. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  addCartItem: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddCartItemRequest'];
      };
    };
    responses: {
      /** @description The updated cart. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  removeCartItem: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
        /** @description The cart item's id. */
        id: components['parameters']['CartItemId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The updated cart. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  updateCartItem: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
        /** @description The cart item's id. */
        id: components['parameters']['CartItemId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCartItemRequest'];
      };
    };
    responses: {
      /** @description The updated cart. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  precheckoutCart: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id. */
        cartPk: components['parameters']['CartPk'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The (possibly updated) cart and the list of changes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrecheckoutResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  transferCart: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The cart's unguessable id (SPEC §7 names it `id` on this path). */
        id: components['parameters']['CartIdAsId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member's cart after the merge, with `transfer_changes`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listShippingRules: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rules of the country, cheapest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShippingRule'][];
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  subscribeNewsletter: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscribeRequest'];
      };
    };
    responses: {
      /** @description Subscribed (also when the address already was). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscriber'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  confirmNewsletter: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterConfirmRequest'];
      };
    };
    responses: {
      /** @description Subscribed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscriber'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  openUnsubscribeLink: {
    parameters: {
      query: {
        /** @description The signed token of the e-mail's unsubscribe link (`{id}.{HMAC}`). */
        token: string;
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the store's unsubscribe page. */
      303: {
        headers: {
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  unsubscribeNewsletter: {
    parameters: {
      query: {
        /** @description The signed token of the e-mail's unsubscribe link (`{id}.{HMAC}`). */
        token: string;
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unsubscribed (or already was). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        page_size?: components['parameters']['PageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of orders. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description Client-chosen unique key for this creation attempt (a UUID is recommended). Retries of the
         *     same attempt reuse it; the server keeps keys for 24 hours.
         * @example 3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOrderRequest'];
      };
    };
    responses: {
      /** @description The order (also answered on an idempotent replay). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order, in the currency it was placed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  payOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentRequest'];
      };
    };
    responses: {
      /** @description The payment attempt. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Payment'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  paymentWebhook: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /** @description `t={unix seconds},v1={hex HMAC-SHA256}` as Stripe sends it. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentWebhookEvent'];
      };
    };
    responses: {
      /** @description Event acknowledged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookAck'];
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  listWorkshopServices: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All services, priced in the requested currency. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkshopService'][];
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  getWorkshopStudio: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The studio. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkshopStudio'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listWorkshopSlots: {
    parameters: {
      query: {
        /** @description The day, `YYYY-MM-DD`. */
        date: string;
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description Workshop service id (1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA). */
        id: components['parameters']['WorkshopServiceIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The day's slots with remaining capacity. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Slot'][];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  listMyBookings: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member's bookings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkshopBooking'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['InternalError'];
    };
  };
  createBooking: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description Client-chosen unique key for this creation attempt (a UUID is recommended). Retries of the
         *     same attempt reuse it; the server keeps keys for 24 hours.
         * @example 3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateBookingRequest'];
      };
    };
    responses: {
      /** @description The booking. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkshopBooking'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getBooking: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The booking. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkshopBooking'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  verifyBookingPayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The booking as it now stands. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkshopBooking'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  payBooking: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentRequest'];
      };
    };
    responses: {
      /** @description The payment attempt. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Payment'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  cancelBooking: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancelled booking. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkshopBooking'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
      502: components['responses']['PaymentProviderError'];
    };
  };
  getGiftCardOffer: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GiftCardOffer'];
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['InternalError'];
    };
  };
  buyGiftCard: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description Client-chosen unique key for this creation attempt (a UUID is recommended). Retries of the
         *     same attempt reuse it; the server keeps keys for 24 hours.
         * @example 3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BuyGiftCardRequest'];
      };
    };
    responses: {
      /** @description The order to pay. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getGiftCardBalance: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The gift card code. */
        code: components['parameters']['GiftCardCodeParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The card's balance in the card's own currency. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GiftCardBalance'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  createBusinessLead: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BusinessLeadRequest'];
      };
    };
    responses: {
      /** @description Enquiry received. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessLead'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getPartnerConfig: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The partner's slug (the `partnership` of the quiz calls). */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The partner's configuration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerConfig'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminSignIn: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffSignInRequest'];
      };
    };
    responses: {
      /** @description Signed in; `Set-Cookie` carries the session. */
      200: {
        headers: {
          /** @description `atelier_staff=<session>; Path=/api/admin; Max-Age=28800; HttpOnly; Secure; SameSite=Strict` */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSession'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  adminSignOut: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  getAdminSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSession'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  changeAdminPassword: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChangeRequest'];
      };
    };
    responses: {
      /** @description Changed; the member as they are now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMember'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  beginAdminTotp: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpSetup'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  confirmAdminTotp: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpConfirmRequest'];
      };
    };
    responses: {
      /** @description The factor is on. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMember'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  disableAdminTotp: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpDisableRequest'];
      };
    };
    responses: {
      /** @description The factor is off. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMember'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listStaff: {
    parameters: {
      query?: {
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
        /** @description Only members of this role. */
        role?: components['schemas']['StaffRole'];
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of accounts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAccountPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  inviteStaff: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffInviteRequest'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffInvitation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  updateStaff: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The staff member's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffUpdateRequest'];
      };
    };
    responses: {
      /** @description The account as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAccount'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        /** @description Only changes by this staff member. */
        staff_id?: number;
        /** @description Only changes of this kind of entity (`staff`, `order`, `product`, ...). */
        entity?: string;
        /** @description Only changes of this entity (with `entity`). */
        entity_id?: string;
        /** @description From this day (UTC), inclusive. */
        date_from?: string;
        /** @description Up to this day (UTC), inclusive. */
        date_to?: string;
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditEntryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  listAdminOrders: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
        /** @description Only orders in this status. */
        status?: components['schemas']['OrderStatus'];
        /** @description Only orders of this shop country. */
        country?: components['schemas']['CountryCode'];
        /** @description Placed on or after this UTC day. */
        date_from?: string;
        /** @description Placed on or before this UTC day. */
        date_to?: string;
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of orders. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrderPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  getAdminOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  fulfilAdminOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FulfilOrderRequest'];
      };
    };
    responses: {
      /** @description The order, fulfilled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  cancelAdminOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelOrderRequest'];
      };
    };
    responses: {
      /** @description The order, cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
      502: components['responses']['PaymentProviderError'];
    };
  };
  refundAdminOrder: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
        /**
         * @description Client-chosen unique key for this creation attempt (a UUID is recommended). Retries of the
         *     same attempt reuse it; the server keeps keys for 24 hours.
         * @example 3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The order's unguessable id. */
        id: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefundOrderRequest'];
      };
    };
    responses: {
      /** @description The refund (also answered on an idempotent replay). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderRefund'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
      502: components['responses']['PaymentProviderError'];
    };
  };
  adminListProducts: {
    parameters: {
      query?: {
        /** @description Part of a name (any language), slug or SKU, case-insensitive. */
        q?: string;
        /** @description Only this product type. */
        type?: components['schemas']['ProductTypeName'];
        /** @description Only published (true) or only unpublished (false) products. */
        published?: boolean;
        /** @description Only products with a variant at or below the low-stock level (`AdminProductSummary.low_stock`). */
        low_stock?: boolean;
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of products, by name (English) then id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProductPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminCreateProduct: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminProductCreate'];
      };
    };
    responses: {
      /** @description The product as stored (version 1). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminListCatalogueTerms: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The collections and tags as stored now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCatalogueTerms'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetProduct: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product as stored now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminUpdateProduct: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminProductUpdate'];
      };
    };
    responses: {
      /** @description The product after the change (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminSetVariantPrices: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
        /** @description The id of one of the product's variants. */
        variantId: components['parameters']['AdminVariantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminVariantPrices'];
      };
    };
    responses: {
      /** @description The product after the change (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminAdjustStock: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
        /** @description The id of one of the product's variants. */
        variantId: components['parameters']['AdminVariantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminStockAdjustment'];
      };
    };
    responses: {
      /** @description The variant's stock after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStockLevel'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminUploadProductImage: {
    parameters: {
      query: {
        /** @description The product's version the upload was made on. */
        version: number;
        /** @description The picture's alt text in English (what a screen reader says; empty for decoration). */
        alt_en?: components['parameters']['AdminImageAltEn'];
        /** @description The alt text in Arabic. */
        alt_ar?: components['parameters']['AdminImageAltAr'];
        /** @description The alt text in Simplified Chinese. */
        alt_zh_hans?: components['parameters']['AdminImageAltZhHans'];
        /** @description The alt text in Vietnamese. */
        alt_vi?: components['parameters']['AdminImageAltVi'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'image/jpeg': string;
        'image/png': string;
        'image/webp': string;
        'image/avif': string;
      };
    };
    responses: {
      /** @description The product with the new picture (and its new version). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      /** @description The photograph is larger than 10 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The request body is too large",
           *       "status": 413
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Content-Type is not one of the image types listed. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  adminDeleteProductImage: {
    parameters: {
      query: {
        /** @description The product's version the change was made on. */
        version: number;
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
        /** @description The picture's id (`AdminProductImage.id`). */
        imageId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product after the change (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminUpdateProductImage: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The product's id. */
        id: components['parameters']['AdminProductId'];
        /** @description The picture's id (`AdminProductImage.id`). */
        imageId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminProductImageChange'];
      };
    };
    responses: {
      /** @description The product after the change (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminListPromos: {
    parameters: {
      query?: {
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
        /** @description Only codes in this state now. */
        state?: components['schemas']['AdminPromoState'];
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of codes, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPromoPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminCreatePromo: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPromoTerms'];
      };
    };
    responses: {
      /** @description The new code (version 1). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPromo'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetPromo: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The promo's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The code as stored now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPromo'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminUpdatePromo: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The promo's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPromoUpdate'];
      };
    };
    responses: {
      /** @description The code after the change (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPromo'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminDeactivatePromo: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The promo's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPromoDeactivate'];
      };
    };
    responses: {
      /** @description The code, deactivated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPromo'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminListGiftCards: {
    parameters: {
      query?: {
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
        /** @description Only cards in this state now (an active card past its expiry counts as expired). */
        status?: components['schemas']['AdminGiftCardStatus'];
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of cards, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminGiftCardPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminIssueGiftCard: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminGiftCardIssue'];
      };
    };
    responses: {
      /** @description The new card, with its full code. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminGiftCard'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetGiftCard: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The gift card's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The card as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminGiftCard'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminVoidGiftCard: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The gift card's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminGiftCardVoid'];
      };
    };
    responses: {
      /** @description The card, voided. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminGiftCard'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminListSubscribers: {
    parameters: {
      query?: {
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
        /** @description Only confirmed, only pending or only unsubscribed addresses. */
        status?: components['schemas']['AdminSubscriberStatus'];
        /** @description Only addresses that subscribed from this country's shop. */
        country?: components['schemas']['CountryCode'];
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of subscribers, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSubscriberPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminExportSubscribers: {
    parameters: {
      query?: {
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
        /** @description Only confirmed, only pending or only unsubscribed addresses. */
        status?: components['schemas']['AdminSubscriberStatus'];
        /** @description Only addresses that subscribed from this country's shop. */
        country?: components['schemas']['CountryCode'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file (`Content-Disposition` attachment). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminListWorkshopServices: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every service as stored now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWorkshopServicePage'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetWorkshopService: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description Workshop service id (1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA). */
        id: components['parameters']['WorkshopServiceIdParam'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service as stored now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWorkshopService'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminUpdateWorkshopService: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description Workshop service id (1 PCA, 3 LA, 8 FA, 11 AA, 18 BA, 22 TBA, 12 HA). */
        id: components['parameters']['WorkshopServiceIdParam'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminWorkshopServiceUpdate'];
      };
    };
    responses: {
      /** @description The service after the change (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWorkshopService'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminListDayBookings: {
    parameters: {
      query: {
        /** @description The studio's country. */
        country: components['schemas']['CountryCode'];
        /** @description The day (YYYY-MM-DD) in the studio's time zone. */
        date: string;
        /** @description Only bookings with a session of this service. */
        service_id?: components['schemas']['WorkshopServiceId'];
        /** @description Only bookings in this status. */
        status?: components['schemas']['BookingStatus'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The day. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingDay'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetBooking: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The booking as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBooking'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminMoveBooking: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminMoveBookingRequest'];
      };
    };
    responses: {
      /** @description The booking after the move. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBooking'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  adminCancelBooking: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The booking's unguessable id. */
        id: components['parameters']['BookingId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCancelBookingRequest'];
      };
    };
    responses: {
      /** @description The booking, cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBooking'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
      502: components['responses']['PaymentProviderError'];
    };
  };
  adminListCustomers: {
    parameters: {
      query?: {
        /** @description Part of the first name, last name, full name or e-mail, case-insensitive. */
        q?: string;
        /** @description Only members of this tier (`none` for members without one). */
        tier?: 'silver' | 'gold' | 'black' | 'none';
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of members. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCustomerPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetCustomer: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The member's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCustomer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminListLeads: {
    parameters: {
      query?: {
        /** @description Only leads in this status. */
        status?: components['schemas']['AdminLeadStatus'];
        /** @description Part of the company, name or e-mail, case-insensitive. */
        q?: string;
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of leads. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLeadPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetLead: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The business lead's id. */
        id: components['parameters']['AdminLeadId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lead. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLead'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminUpdateLead: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The business lead's id. */
        id: components['parameters']['AdminLeadId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLeadUpdate'];
      };
    };
    responses: {
      /** @description The lead after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLead'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminAddLeadNote: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The business lead's id. */
        id: components['parameters']['AdminLeadId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminLeadNoteRequest'];
      };
    };
    responses: {
      /** @description The lead with the new note. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLead'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminListPages: {
    parameters: {
      query?: {
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
        /** @description Only pages of this country. */
        country?: components['schemas']['CountryCode'];
        /** @description Only pages in this language. */
        language?: components['schemas']['LanguageCode'];
        /** @description Only the store's pages or only the business area's (`business-`, `success-story-`, `press-release-` slugs). */
        area?: components['schemas']['AdminCmsArea'];
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of CMS pages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCmsPageList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminCreatePage: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCmsPageNew'];
      };
    };
    responses: {
      /** @description The new page (a draft, version 1). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetPage: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page as an editor works on it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminSavePageDraft: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCmsPageDraft'];
      };
    };
    responses: {
      /** @description The page after the save (a draft, with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminPublishPage: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminVersionOnly'];
      };
    };
    responses: {
      /** @description The page as published now (no draft, with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  adminDiscardPageDraft: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminVersionOnly'];
      };
    };
    responses: {
      /** @description The published page (no draft, with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  adminUnpublishPage: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The page's base slug (`faq`, `business-scenting`), without country and language. */
        slug: components['parameters']['AdminCmsSlug'];
        /** @description The page's country. */
        country: components['parameters']['AdminCmsCountry'];
        /** @description The page's language. */
        language: components['parameters']['AdminCmsLanguage'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminVersionOnly'];
      };
    };
    responses: {
      /** @description The page, now a draft only (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCmsPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  adminListPartners: {
    parameters: {
      query?: {
        /** @description Free-text search of an admin list. */
        q?: components['parameters']['AdminSearch'];
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Rows per page of an admin list. */
        page_size?: components['parameters']['AdminPageSize'];
      };
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of partners. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPartnerList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['InternalError'];
    };
  };
  adminCreatePartner: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPartnerCreate'];
      };
    };
    responses: {
      /** @description The partner as stored, with the snippet to hand them. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminGetPartner: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The partner as stored now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['InternalError'];
    };
  };
  adminUpdatePartner: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPartnerUpdate'];
      };
    };
    responses: {
      /** @description The partner after the change (with its new version). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminSetPartnerQuiz: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPartnerQuizChoice'];
      };
    };
    responses: {
      /** @description The partner after the change (with its new version and quiz set). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      500: components['responses']['InternalError'];
    };
  };
  adminReorderPartnerQuiz: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPartnerQuizOrder'];
      };
    };
    responses: {
      /** @description The partner after the change (with its new version and quiz set). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
  adminUpdatePartnerQuizQuestion: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Two-letter country code of the page's URL path (SPEC §2), lower-case.
         * @example sg
         */
        'Accept-Country'?: components['parameters']['AcceptCountry'];
        /**
         * @description Language of names, descriptions and messages: en, ar, zh-hans or vi (the store client sends
         *     exactly one of them). Being the standard HTTP header, a user agent's own list is accepted
         *     too (`en-US,en;q=0.9`, `*`): the answer is in the first listed store language by quality
         *     (`zh-Hans-SG` counts as zh-hans, `vi-VN` as vi), and in English when none is listed.
         * @example en
         */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description Lower-case ISO 4217 code of the currency for prices; `sgd` when absent.
         * @example sgd
         */
        'Accept-Currency'?: components['parameters']['AcceptCurrency'];
        /**
         * @description The staff session's CSRF token (`token`/`csrf_token` of the sign-in and session answers).
         *     Every admin write needs it: missing or wrong is a 403 with `code: csrf` (checked before the
         *     body; optional here only so the admin client's middleware can add it to every write).
         */
        'X-CSRF-Token'?: components['parameters']['CsrfToken'];
      };
      path: {
        /** @description The partner's slug. */
        partnership: components['schemas']['PartnershipSlug'];
        /** @description One of the partner's own questions. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminPartnerQuizQuestionUpdate'];
      };
    };
    responses: {
      /** @description The partner after the change (with its new version and quiz set). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['VersionConflict'];
      422: components['responses']['Unprocessable'];
      500: components['responses']['InternalError'];
    };
  };
}
