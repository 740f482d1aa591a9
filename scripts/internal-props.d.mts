// Types for scripts/internal-props.mjs (imported by a unit test).
export declare const INTERNAL_PROPS: string[];
