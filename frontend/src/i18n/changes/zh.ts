/** “自上次访问以来”（中文）：见 ./en.ts。 */
const changesZh = {
  app: {
    changes: {
      since_last_visit: '自您上次访问（%{date}）以来有 %{smart_count} 处更改',
      show: '查看更改',
      mark_seen: '标记为已读',
      marked: '已标记为已读',
      title: '自上次访问以来的更改',
      since: '自 %{date} 起',
      close: '关闭',
      by: '%{name} · %{when}',
      system: '平台',
      of_member: '%{name} 的资料',
      newest_only: '最新的 %{shown} 处更改（共 %{count} 处）',
      changed_dot: '自您上次查看以来已更改',
    },
  },
};
export default changesZh;
