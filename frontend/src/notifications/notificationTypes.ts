/** A notification as GET /notifications answers it (docs/api.md, "Notifications"). */
export interface AppNotification {
  id: string;
  position: string;
  at: string;
  kind:
    | 'network_invitation' | 'team_added' | 'team_removed' | 'project_status'
    | 'invitation_accepted' | 'invitation_declined' | 'member_changed' | 'share_link_opened'
    | 'erasure_requested' | 'data_export_requested';
  recipient: string;
  actor_id: string;
  /** Who the sentence names (whoever did it, or whom it is about), as they are called now. */
  person_id: string;
  person_name: string;
  record: { type: 'specialist' | 'team' | 'project' | 'network' | 'share-link' | 'account'; id: string; name: string | null };
  detail: Record<string, unknown>;
  read: boolean;
}
