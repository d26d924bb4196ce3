export default {
  app: {
    documents: {
      download: { cv: '下载简历', team: '下载团队资料包', project: '下载项目简介' },
      download_pdf: '下载 PDF',
      cv_of: '下载 %{name} 的简历',
      dialog_title: { cv: '下载简历', team: '下载团队资料包', project: '下载项目简介' },
      dialog_intro: {
        cv: '个人资料的 PDF 版本：不含电子邮件、电话、地址或账单信息。',
        team: '封面列出团队及其成员，随后是每位成员的简历。',
        project: '项目、里程碑和团队，随后是每位成员的简历。',
      },
      as_of: '%{moment} 时的内容',
      paper: '纸张大小',
      paper_a4: 'A4',
      paper_letter: 'US Letter',
      language: '文档语言',
      download_button: '下载',
      cancel: '取消',
      making: '正在生成 PDF…',
      progress: '已完成 %{parts}/%{total} 部分',
      saved: '您的 PDF 正在下载',
      messages: {
        badPaper: '请选择 A4 或 US Letter 纸张',
        badLocale: '请选择四种语言之一',
        badKind: '该文档不存在',
        notShared: '此链接不分享该文档',
        profileRequired: '请选择要下载谁的简历',
        asOfAdminOnly: '只有管理员可以下载某个较早时刻的简历',
        renderFailed: 'PDF 生成失败，请重试。',
      },
    },
  },
};
