export declare const chromiumExecutablePath: string;
export declare const chromiumArgs: string[];
export declare const playwrightDisabledFeatures: string[];
export declare const omniboxPopupFeatures: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare function assertChromiumInstalled(): void;
