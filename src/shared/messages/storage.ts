/**
 * The server could not store what was sent because its disk is full or cannot be written (issue 29
 * item 2). Staff read it on the failed step, with their item kept on the device, and can pass the
 * quoted sentence on to whoever looks after the server word for word.
 */
export const STORAGE_MESSAGES = {
  /** Answered with 507 to the request that could not be stored. */
  full: 'Nothing was saved: the server\'s disk is full or cannot be written. Your item is kept on this device. Tell whoever looks after the server: "Selvage cannot store data, its disk is full", then retry once they have made room.',
  /** /healthz, for monitors and whoever looks after the server. */
  dataDirNotWritable: 'The data folder (DATA_DIR) cannot be written',
  databaseNotWritable: 'The database cannot be written',
} as const;
