/** The tokens of the default dataset's workspaces, fixed so that a README can list them. */
export const DEFAULT_TOKENS = Object.freeze({ acme: 'lp_acme_demo_token', sideProject: 'lp_side_project_demo_token' });
