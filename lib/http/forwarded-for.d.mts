export declare const MAX_PROXY_HOPS: number;

/** TRUST_PROXY_HOPS (default 0) as a number; throws a RangeError for anything but 0 to 10. */
export declare function trustedProxyHops(value?: string): number;

/**
 * The X-Forwarded-For to hand to Next: the socket peer only at hops 0; otherwise the client's list
 * with the socket peer appended. Undefined when there is nothing to write.
 */
export declare function forwardedFor(sent: string | string[] | undefined, socketAddress: string | undefined, hops: number): string | undefined;
