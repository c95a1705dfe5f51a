/** Types of pwa-icons.mjs for vite.config.ts (plain JS, checked by tsconfig.scripts.json). */
export declare const THEME_COLOR: string;
export declare const BACKGROUND_COLOR: string;
export declare function iconSvg(options: { maskable: boolean }): string;
export declare function iconPng(size: number, options: { maskable: boolean }): Buffer;
export declare const ICON_FILES: Record<string, () => Buffer>;
