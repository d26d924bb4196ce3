import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ForbiddenError, isAdminRole, auditCodes } from '@dth/domain';
import { principalOf } from '@dth/infrastructure';

/** Admins and super admins only; anyone else signed in is 403. */
const adminOnly: RequestHandler = (req, _res, next) => {
  if (!isAdminRole(principalOf(req).userType)) throw new ForbiddenError(auditCodes.adminOnly);
  next();
};

/** A report handler, for admins only, its rejections passed on to the error handler. */
export const guarded =
  (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next: NextFunction) => {
    adminOnly(req, res, () => void handler(req, res).catch(next));
  };
