/** What a page does with a transfer: read it, approve it (audit lock), hand it out or take it back (modify lock). */
export type TransferMode = 'detail' | 'approve' | 'pull' | 'giveBack';
