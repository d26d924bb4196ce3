/**
 * The Account page's wording: it loads with that page (providers/i18nProvider.ts, feature
 * messages), so the sign-in route carries none of it.
 */
const accountZh = {
  app: {
    account: {
      erasure: {
        title: '删除我的账户',
        hint: '您的个人资料、姓名、电子邮箱和电话、媒体文件：将被永久删除。团队和项目中会保留一个标记为“已删除用户”的位置。',
        start: '删除我的账户',
        dialog_title: '删除您的账户？',
        dialog_text:
          '%{grace}后，属于您的一切都将被删除且无法恢复。在此之前，您可以在这里取消。请输入您的电子邮箱地址 %{email} 以确认。',
        confirmation: '您的电子邮箱地址',
        password: '您的密码',
        google: '改用 Google 确认',
        google_done: '已通过 Google 确认',
        submit: '删除我的账户',
        back: '保留我的账户',
        scheduled: '您的账户将于 %{date} 删除。',
        pending: '您的账户将于 %{date} 删除。在此之前您可以取消。',
        pending_admin: '管理员将于 %{date} 删除此账户。',
        cancel: '取消删除',
        cancelled: '删除已取消：您的账户将保留。',
      },
      sign_in_methods: {
        title: '登录方式',
        hint: '以下每种方式都可以登录此账户。移除 Google 后，只能用密码登录。',
        only_one: 'Google 是登录此账户的唯一方式。要移除它，请先设置密码：下方的“通过邮件发送密码链接”会给您发送链接。',
        unlink: '移除',
        password: '密码',
      },
      notifications: {
        title: '邮件通知',
        hint: '所有通知都会显示在铃铛中。勾选的通知还会通过每日邮件发送（UTC 07:00，前一天未读的通知）。',
        kinds: {
          network_invitation: '网络邀请',
          team_added: '被加入团队',
          team_removed: '被移出团队',
          project_status: '您参与协作的项目状态变化',
          invitation_accepted: '邀请被接受',
          invitation_declined: '邀请被拒绝',
          member_changed: '团队成员更新技能、等级或头衔',
          share_link_opened: '分享链接首次被打开',
          share_link_request: '客户回复分享链接',
          saved_search_match: '有专家新符合带提醒的已保存搜索',
          erasure_requested: '账户删除请求（管理员）',
          erasure_cancelled: '已取消的账户删除（管理员）',
          data_export_requested: '数据副本请求（管理员）',
        },
      },
      data: {
        title: '您的数据',
        hint: '我们保存的关于您的全部数据的副本，打包为一个 ZIP 文件：账户、资料、成员关系、团队、项目、分享链接以及与您相关的每一条变更记录。',
        start: '下载我的数据',
        waiting: '正在申请您的数据…',
        preparing: '正在准备您的归档… %{percent}%',
        ready: '您的归档已准备好，我们也已发送邮件通知您。',
        until: '有效期至 %{date}',
        download: '下载 ZIP',
        failed: '无法准备您的归档，请重试。',
        expired: '您上一次的归档已过期，请重新申请。',
      },
      details: '账户信息',
      details_hint: '您的账户注册信息。',
      edit_title: '您的信息',
      edit_hint: '您的姓名、电话和所在地。',
      user_type: '账户类型',
      status: '状态',
      statuses: { active: '已激活', awaiting_password: '等待设置密码' },
      member_since: '注册时间',
      load_failed: '暂时无法加载您的账户，以下是已知信息。',
      security: '密码',
      password_hint: '我们会通过邮件发送一个安全链接，供您设置新密码。',
      change_password: '通过邮件发送密码链接',
      password_link_sent: '我们已向 %{email} 发送了链接。',
    },
  },
};

export default accountZh;
