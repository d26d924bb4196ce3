import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailJob } from '../queues/queues';

export interface Mailer {
  deliver(id: string, mail: MailJob): Promise<void>;
}

/** Real delivery through SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export class SmtpMailer implements Mailer {
  private readonly transport;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }
  async deliver(_id: string, mail: MailJob): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
}

/** Local default: each mail becomes an .eml file under `.data/mail/`, and its link is logged. */
export class FileMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async deliver(id: string, mail: MailJob): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    const file = join(this.dir, name);
    // Written aside, then renamed: a reader never finds half a mail, and a worker killed mid-write leaves only
    // the hidden partial file (the job, not acknowledged, is delivered again).
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, file);
    this.logger.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, 'mail written to file');
  }
}
