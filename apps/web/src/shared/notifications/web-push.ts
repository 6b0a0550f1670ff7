export async function enableWebPush(): Promise<NotificationPermission> {
  return Notification.requestPermission()
}
