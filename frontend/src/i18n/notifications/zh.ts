/** 通知（中文）：见 ./en.ts。 */
const notificationsZh = {
  app: {
    notifications: {
      title: '通知',
      open: '通知',
      open_unread: '通知，%{shown} 条未读',
      unread_count: '%{smart_count} 条未读',
      times: '%{smart_count} 次',
      mark_all: '全部标为已读',
      empty: '暂无新消息。邀请、团队变动以及您的链接首次被打开都会显示在这里。',
      load_failed: '无法加载通知',
      unread: '未读',
      someone: '某人',
      kinds: {
        network_invitation: '%{person} 邀请您加入网络 %{record}',
        team_added: '%{person} 将您加入团队 %{record}',
        team_removed: '%{person} 将您移出团队 %{record}',
        project_status: '%{person} 将项目 %{record} 改为“%{status}”',
        offer_received: '%{person} 邀请您加入团队 %{record}',
        invitation_accepted: '%{person} 加入了您的网络 %{record}',
        invitation_declined: '%{person} 拒绝了您加入 %{record} 的邀请',
        offer_accepted: '%{person} 接受了您对团队 %{record} 的聘用邀约',
        offer_declined: '%{person} 拒绝了您对团队 %{record} 的聘用邀约',
        member_changed: '%{person} 更新了其%{field}',
        share_link_opened: '您指向 %{record} 的链接首次被打开',
        share_link_request: '一位客户回复了您指向 %{record} 的链接',
        saved_search_match: '%{person} 现在符合您保存的搜索 %{record}',
        erasure_requested: '%{person} 请求删除其账户',
        erasure_cancelled: '%{person} 取消了删除其账户的请求',
        data_export_requested: '%{person} 请求获取其数据副本',
      },
      fields: { skills: '技能', level: '经验等级', industry_title: '行业头衔' },
      statuses: { draft: '草稿', posted: '已发布', in_progress: '进行中', completed: '已完成', cancelled: '已取消' },
    },
  },
};
export default notificationsZh;
