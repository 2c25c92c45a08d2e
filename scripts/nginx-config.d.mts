/** The sub-directories of the run's dir nginx needs for its temp files; create them before it starts. */
export declare const NGINX_TEMP_DIRS: readonly string[];

/** nginx.conf: pid, logs and temp files in `dir`, listening on 127.0.0.1:`balancerPort`, round-robin over the apps. */
export declare function nginxConfig(dir: string, balancerPort: number, appPorts: readonly number[]): string;
