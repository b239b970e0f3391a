// The operator commands: compiled by build.mjs into dist/<name>.js beside the server, and run by
// `npm run <script>` through run-command.mjs (the root package.json names each script). Adding a
// command is one line here (its name and source file) and its script in the root package.json.
export const OPERATOR_COMMANDS = {
  'db-migrate': 'src/db/migrate-cli.ts',
  'db-seed': 'src/demo-data/seed-cli.ts',
  'users-role': 'src/modules/moderation/roles-cli.ts',
  'db-backup': 'src/backups/backup-cli.ts',
  'db-restore': 'src/backups/restore-cli.ts',
  'creators-import': 'src/modules/listings/import-cli.ts',
  'creators-refresh': 'src/modules/refresh/refresh-cli.ts',
  jobs: 'src/jobs/jobs-cli.ts',
};
